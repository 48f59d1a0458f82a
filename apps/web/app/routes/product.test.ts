import { describe, expect, it } from "vitest";
import { loaderArgs, refused } from "~/lib/testing/loader-calls.ts";
import type { Route } from "./+types/product";
import { loader } from "./product.tsx";

describe("a product address the API refuses", () => {
  it("is the page's 404, not the error page", async () => {
    const args = loaderArgs(
      "/product/oak%00beam",
      () => refused({ slug: "Must not contain control characters" }),
      {
        slug: "oak\u0000beam",
      },
    );
    const thrown = await loader(args as Route.LoaderArgs).catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(404);
  });
});
