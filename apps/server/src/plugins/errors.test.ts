import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { testConfig } from "../../test/build-test-app.ts";
import { appWithSession } from "../../test/session-cookie.ts";
import { errorsPlugin } from "./errors.ts";
import { loggingOptions } from "./logging.ts";
import {
  conflict,
  forbidden,
  invalid,
  notFound,
  tooManyAttempts,
  unauthorised,
} from "../lib/domain-errors.ts";

// No brand rows: GET /api/site fails inside the server, which is what the 500 test needs.
const shop = appWithSession();

const putVat = (payload: unknown) =>
  shop.app.inject({
    method: "PUT",
    url: "/api/preferences/vat",
    headers: { cookie: shop.session.cookie, "x-csrf-token": shop.session.csrfToken },
    payload: payload as object,
  });

describe("bad input", () => {
  it("answers 400 bad_request naming the field, and changes nothing", async () => {
    const response = await putVat({ vat: "SOMETIMES" });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: { code: "bad_request", message: "vat must be INC or EX", fields: { vat: "Must be INC or EX" } },
    });
    expect(response.cookies.find((cookie) => cookie.name === "price_vat")).toBeUndefined();
  });

  it("names a missing field", async () => {
    const response = await putVat({});
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().error.fields)).toEqual(["vat"]);
    expect(response.json().error.message).toMatch(/^vat /);
  });

  it("answers an address Fastify cannot read (a stray %) with 400 in the same shape, echoing nothing", async () => {
    const response = await shop.app.inject({ url: "/api/branches/%" });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: { code: "bad_request", message: "The address is not valid" } });
  });

  it("answers malformed JSON with 400 in the same shape", async () => {
    const response = await shop.app.inject({
      method: "PUT",
      url: "/api/preferences/vat",
      headers: {
        cookie: shop.session.cookie,
        "x-csrf-token": shop.session.csrfToken,
        "content-type": "application/json",
      },
      payload: "{ vat: ",
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe("bad_request");
  });
});

describe("unknown routes", () => {
  it("answers an unknown /api route with a JSON 404", async () => {
    const response = await shop.app.inject({ url: "/api/no-such-thing?x=1" });
    expect(response.statusCode).toBe(404);
    expect(response.headers["content-type"]).toContain("application/json");
    expect(response.json()).toEqual({
      error: { code: "not_found", message: "There is nothing at GET /api/no-such-thing" },
    });
  });
});

describe("failures of ours", () => {
  it("answers 500 internal with a generic message and no stack trace", async () => {
    const response = await shop.app.inject({ url: "/api/site" });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      error: { code: "internal", message: "Something went wrong on our side. Please try again." },
    });
    expect(response.body).not.toMatch(/brands table|\.ts:\d+|at /);
  });

  it("logs the failure with its request id", async () => {
    const lines: Record<string, unknown>[] = [];
    const options = loggingOptions(testConfig({ logLevel: "error" }));
    const bare = Fastify({
      ...options,
      logger: {
        ...(options.logger as object),
        stream: { write: (line: string) => lines.push(JSON.parse(line)) },
      },
    });
    await bare.register(errorsPlugin);
    bare.get("/boom", () => {
      throw new Error("disk on fire");
    });
    const response = await bare.inject({ url: "/boom", headers: { "x-request-id": "trace-42" } });
    await bare.close();
    expect(response.statusCode).toBe(500);
    expect(lines).toContainEqual(
      expect.objectContaining({
        reqId: "trace-42",
        err: expect.objectContaining({ message: "disk on fire" }),
      }),
    );
  });
});

describe("refusals of the use cases", () => {
  it("turns each kind of domain error into its status and the error shape, fields kept", async () => {
    const bare = Fastify();
    await bare.register(errorsPlugin);
    const kinds = {
      "not-found": [notFound("No branch with id 9"), 404, "not_found"],
      conflict: [conflict("The slot is taken"), 409, "conflict"],
      forbidden: [forbidden("Not your account"), 403, "forbidden"],
      invalid: [
        invalid("feature Sauna is not a store feature", { feature: "Must be one of Showroom" }),
        400,
        "bad_request",
      ],
      unauthorised: [unauthorised("Email or password is incorrect"), 401, "unauthorised"],
      "too-many": [tooManyAttempts("Too many failed logins."), 429, "rate_limited"],
    } as const;
    for (const [path, [error]] of Object.entries(kinds)) {
      bare.get(`/${path}`, () => {
        throw error;
      });
    }
    const answers = [];
    for (const [path, [error, status, code]] of Object.entries(kinds)) {
      const response = await bare.inject({ url: `/${path}` });
      answers.push([response.statusCode, response.json()]);
      expect([response.statusCode, response.json()]).toEqual([
        status,
        {
          error: error.fields
            ? { code, message: error.message, fields: error.fields }
            : { code, message: error.message },
        },
      ]);
    }
    await bare.close();
    expect(answers).toHaveLength(6);
  });
});
