/** The demo live chat (decision 147): its snippet outside production, nothing in it. */
import { describe, expect, it } from "vitest";
import { buildTestApp } from "../../../test/build-test-app.ts";

describe("GET /dev/live-chat-demo.js", () => {
  it("serves the demo chat's snippet outside production and nothing in it", async () => {
    const test = await buildTestApp();
    const production = await buildTestApp({ config: { env: "production" } });
    try {
      const script = await test.inject({ url: "/dev/live-chat-demo.js" });
      expect(script.statusCode).toBe(200);
      expect(script.headers["content-type"]).toMatch(/^text\/javascript/);
      expect(script.body).toContain('"Live chat"');
      expect((await production.inject({ url: "/dev/live-chat-demo.js" })).statusCode).toBe(404);
    } finally {
      await test.close();
      await production.close();
    }
  });
});
