import { describe, expect, it } from "vitest";
import { json, loaderArgs, refused, withStatus } from "~/lib/testing/loader-calls.ts";
import type { Route } from "./+types/storefinder";
import { loader } from "./storefinder.tsx";

type FinderData = Route.ComponentProps["loaderData"];

describe("a store finder search the API refuses", () => {
  it("answers 400 with the reason for the box beside it and every feature still to tick", async () => {
    const features = ["Kitchen showroom", "Timber yard"];
    let calls = 0;
    // The refused search first, then the unfiltered list for its features.
    const args = loaderArgs(`/storefinder?q=${"ipswich ".repeat(20)}`, () =>
      (calls += 1) === 1
        ? refused({ q: "Must be at most 100 characters" })
        : json({ branches: [], total: 0, features }),
    );
    const { status, value } = withStatus<FinderData>(await loader(args as Route.LoaderArgs));
    expect(status).toBe(400);
    expect(value).toMatchObject({ branches: null, features, error: "Must be at most 100 characters" });
  });
});
