import { describe, expect, it } from "vitest";
import { basketOf, oakBeam } from "~/features/basket/testing/fixtures.ts";
import { json, loaderArgs } from "~/lib/testing/loader-calls.ts";
import type { Route } from "./+types/basket";
import { headers, loader } from "./basket.tsx";

describe("basket page loader", () => {
  it("reads the basket live in one call, and the page is never kept", async () => {
    const asked: string[] = [];
    const args = loaderArgs("/basket", (path) => {
      asked.push(path);
      return json(basketOf([oakBeam]));
    });
    const data = await loader(args as Route.LoaderArgs);
    expect(asked).toEqual(["/api/basket"]);
    expect(data.basket.itemCount).toBe(2);
    expect(headers()).toEqual({ "Cache-Control": "no-store" });
  });
});
