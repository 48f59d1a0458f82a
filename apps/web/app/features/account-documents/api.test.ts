import { afterEach, describe, expect, it, vi } from "vitest";
import { rememberCsrfToken } from "~/lib/api.ts";
import { logDocumentClick } from "./api.ts";

afterEach(() => vi.unstubAllGlobals());

/** Lets the beacon's fetch and its handlers run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("the document-click beacon (spec/1 §7 logdocumentclick: reply not shown)", () => {
  it("posts the type and account with the CSRF token, kept alive past the page", async () => {
    const sent: Request[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (request: Request) => {
        sent.push(request);
        return new Response(null, { status: 204 });
      }),
    );
    rememberCsrfToken("token-1");
    logDocumentClick("statement", 11);
    await settle();
    expect(sent).toHaveLength(1);
    const [request] = sent;
    expect(request!.method).toBe("POST");
    expect(new URL(request!.url).pathname).toBe("/api/account/document-clicks");
    expect(request!.keepalive).toBe(true);
    expect(request!.headers.get("x-csrf-token")).toBe("token-1");
    expect(await request!.json()).toEqual({ type: "statement", accountId: 11 });
  });

  it("sends no account when none is named, and neither a refusal nor a network failure escapes", async () => {
    const bodies: unknown[] = [];
    let calls = 0;
    vi.stubGlobal(
      "fetch",
      vi.fn(async (request: Request) => {
        bodies.push(await request.clone().json());
        if (++calls === 1)
          return new Response(JSON.stringify({ error: { code: "unauthorised", message: "Please log in" } }), {
            status: 401,
          });
        throw new TypeError("Failed to fetch");
      }),
    );
    rememberCsrfToken("token-2");
    const unhandled = vi.fn();
    process.on("unhandledRejection", unhandled);
    try {
      expect(() => logDocumentClick("invoice")).not.toThrow();
      expect(() => logDocumentClick("invoice")).not.toThrow();
      await settle();
      await settle();
    } finally {
      process.off("unhandledRejection", unhandled);
    }
    expect(bodies).toEqual([{ type: "invoice" }, { type: "invoice" }]);
    expect(unhandled).not.toHaveBeenCalled();
  });
});
