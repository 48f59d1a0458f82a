import { describe, expect, it, vi } from "vitest";
import { json, loaderArgs, refused, withStatus } from "~/lib/testing/loader-calls.ts";
import { nearIpswich } from "~/features/branches/test-fixtures.ts";
import type { Route } from "./+types/storefinder";
import { loader } from "./storefinder.tsx";

type FinderData = Route.ComponentProps["loaderData"];

async function load(url: string, answer: (path: string, query: URLSearchParams) => Response) {
  const api = vi.fn(answer);
  const result = withStatus<FinderData>(await loader(loaderArgs(url, api) as Route.LoaderArgs));
  return { ...result, api };
}

const notFound = () =>
  json(
    {
      error: {
        code: "not_found",
        message: "We could not locate any stores from the location entered, please try again",
      },
    },
    404,
  );

describe("the store finder before a search (docs/decisions/108)", () => {
  it("asks the API for nothing and invites a search", async () => {
    const { status, value, api } = await load("/storefinder?feature=Showroom", () => json(nearIpswich));
    expect(status).toBe(200);
    expect(value.answer).toEqual({ kind: "not-searched" });
    expect(api).not.toHaveBeenCalled();
  });
});

describe("a store finder search (spec/2 §5, §8)", () => {
  it("asks for the branches nearest the postcode, written the one way, with the ticked features", async () => {
    const { status, value, api } = await load("/storefinder?near=ip11aa&feature=Showroom", () =>
      json(nearIpswich),
    );
    expect(status).toBe(200);
    expect(value.answer).toEqual({ kind: "found", near: "IP1 1AA", result: nearIpswich });
    const [path, query] = api.mock.calls[0]!;
    expect(path).toBe("/api/branches/nearby");
    expect(Object.fromEntries(query)).toEqual({ near: "IP1 1AA", feature: "Showroom" });
  });

  it("refuses a blank box with the finder's words, without asking the API", async () => {
    const { status, value, api } = await load("/storefinder?near=+", () => json(nearIpswich));
    expect(status).toBe(400);
    expect(value.answer).toEqual({
      kind: "refused",
      message: "Please enter a valid postcode to find your local stores.",
    });
    expect(api).not.toHaveBeenCalled();
  });

  it("says the API's words in the results when it knows no such place", async () => {
    const { status, value } = await load("/storefinder?near=Atlantis", notFound);
    expect(status).toBe(200);
    expect(value.answer).toEqual({
      kind: "not-found",
      message: "We could not locate any stores from the location entered, please try again",
    });
  });

  it("answers 400 with the reason beside the box for an address the API refuses", async () => {
    const { status, value } = await load(`/storefinder?near=${"ipswich ".repeat(20)}`, () =>
      refused({ near: "Must be at most 100 characters" }),
    );
    expect(status).toBe(400);
    expect(value.answer).toEqual({
      kind: "refused",
      message: "Postcode or town must be at most 100 characters.",
    });
  });
});
