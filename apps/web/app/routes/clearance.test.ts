import { describe, expect, it } from "vitest";
import { json, loaderArgs } from "~/lib/testing/loader-calls.ts";
import type { Route } from "./+types/clearance";
import { headers, loader } from "./clearance.tsx";

describe("the clearance page's loader", () => {
  it("reads the collection branch's clearance in one call, and the page is never kept", async () => {
    const list = { branch: { id: 3, name: "Burwood Ipswich" }, items: [] };
    const calls: string[] = [];
    const args = loaderArgs("/clearance", (path) => {
      calls.push(path);
      return json(list);
    });
    expect(await loader(args as Route.LoaderArgs)).toEqual(list);
    expect(calls).toEqual(["/api/clearance"]);
    expect(headers()).toEqual({ "Cache-Control": "no-store" });
  });
});
