/** The demo partner page (spec/3 §5, decision 148): served outside production, and nowhere in it. */
import { describe, expect, it } from "vitest";
import { buildTestApp } from "../../../test/build-test-app.ts";

describe("GET /dev/partner-demo", () => {
  it("serves the demo partner page and its script outside production, framable by the shop only", async () => {
    const app = await buildTestApp();
    try {
      const page = await app.inject({ url: "/dev/partner-demo" });
      expect(page.statusCode).toBe(200);
      expect(page.headers["content-type"]).toMatch(/^text\/html/);
      expect(page.body).toContain('data-message="resizeToContent|1200"');
      expect(page.body).toContain('<script src="/dev/partner-demo.js"></script>');
      expect(page.headers["content-security-policy"]).toContain("frame-ancestors 'self'");
      const script = await app.inject({ url: "/dev/partner-demo.js" });
      expect(script.body).toContain("window.parent.postMessage");
    } finally {
      await app.close();
    }
  });

  it("answers 404 in production", async () => {
    const app = await buildTestApp({ config: { env: "production" } });
    try {
      expect((await app.inject({ url: "/dev/partner-demo" })).statusCode).toBe(404);
      expect((await app.inject({ url: "/dev/partner-demo.js" })).statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });
});
