import { describe, expect, it } from "vitest";
import { checkReplies, ContractBreach } from "./check-replies.ts";
import { createClient } from "./client.ts";

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

function clientAnswering(reply: Response) {
  return createClient({
    baseUrl: "http://shop.test",
    fetch: async () => reply,
    middleware: [checkReplies()],
  });
}

const site = {
  brand: {
    code: "BU",
    name: "Build",
    tagline: "t",
    erp: "bistrack",
    theme: { primary: "#000", primaryContrast: "#fff", accent: "#f00", surface: "#eee", text: "#111" },
    company: {
      registeredName: "Build Limited",
      companyNumber: "99000001",
      vatNumber: "GB 999 0001 00",
      registeredOffice: "1 Yard Lane, Ipswich IP1 1AA",
      phone: "0306 999 0000",
      email: "help@build.example",
    },
  },
  brands: [],
  storePopup: { type: "popup", delayMs: 8000 },
  snow: false,
  partnerFrame: null,
  liveChat: null,
};

describe("replies checked against the contract", () => {
  it("passes a reply that matches its route's schema", async () => {
    const { data } = await clientAnswering(json(200, site)).GET("/api/site");
    expect(data?.brand.code).toBe("BU");
  });

  it("fails a reply whose body breaks the schema, naming the field", async () => {
    const broken = { ...site, brand: { ...site.brand, code: "XX" } };
    const call = clientAnswering(json(200, broken)).GET("/api/site");
    await expect(call).rejects.toThrow(ContractBreach);
    await expect(clientAnswering(json(200, broken)).GET("/api/site")).rejects.toThrow(/brand\.code/);
  });

  it("fails a status the route does not declare", async () => {
    const call = clientAnswering(json(418, {})).GET("/api/site");
    await expect(call).rejects.toThrow(/GET \/api\/site answered 418/);
  });

  it("checks error replies against the error shape", async () => {
    const refusal = { error: { code: "bad_request", message: "Bad", fields: { q: "Is required" } } };
    const { error } = await clientAnswering(json(400, refusal)).GET("/api/search", {
      params: { query: { q: "" } },
    });
    expect(error?.error.fields).toEqual({ q: "Is required" });
    await expect(
      clientAnswering(json(400, { message: "not our shape" })).GET("/api/search", {
        params: { query: { q: "" } },
      }),
    ).rejects.toThrow(ContractBreach);
  });

  it("leaves a failure page that is not JSON (a proxy's) to the caller", async () => {
    const gateway = new Response("<h1>Bad gateway</h1>", {
      status: 502,
      headers: { "content-type": "text/html" },
    });
    const { error, response } = await clientAnswering(gateway).GET("/api/site");
    expect(response.status).toBe(502);
    expect(error).toBe("<h1>Bad gateway</h1>");
  });

  it("lets a 204 through without a body", async () => {
    const { response } = await clientAnswering(new Response(null, { status: 204 })).POST("/api/auth/logout");
    expect(response.status).toBe(204);
  });
});
