import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { loadConfig } from "./config.ts";
import { StartupError } from "./startup-error.ts";

describe("configuration", () => {
  it("keeps DATA_DIR=memory:// as PGlite's in-memory database, not a folder named memory:", () => {
    expect(loadConfig({ DATA_DIR: "memory://" }).dataDir).toBe("memory://");
  });

  it("reads any other DATA_DIR as a folder, relative to where npm was run", () => {
    expect(loadConfig({ DATA_DIR: "shop-data", INIT_CWD: "/srv/shop" }).dataDir).toBe(resolve("/srv/shop/shop-data"));
  });

  it("takes the request timeout from REQUEST_TIMEOUT_MS, 30 s by default, and refuses 0", () => {
    expect(loadConfig({}).requestTimeoutMs).toBe(30_000);
    expect(loadConfig({ REQUEST_TIMEOUT_MS: "1500" }).requestTimeoutMs).toBe(1500);
    expect(() => loadConfig({ REQUEST_TIMEOUT_MS: "0" })).toThrow("REQUEST_TIMEOUT_MS must be at least 1");
  });

  it("reads COOKIE_SECURE as true or false, and leaves it to the host when unset", () => {
    expect(loadConfig({}).cookieSecure).toBeUndefined();
    expect(loadConfig({ COOKIE_SECURE: "true" }).cookieSecure).toBe(true);
    expect(loadConfig({ COOKIE_SECURE: "false" }).cookieSecure).toBe(false);
    expect(() => loadConfig({ COOKIE_SECURE: "yes" })).toThrow("COOKIE_SECURE must be true or false");
  });

  it("refuses a setting it cannot read with a StartupError, which main.ts prints as one line without a stack", () => {
    for (const env of [{ PORT: "abc" }, { SITE_BRAND: "XX" }, { BRAND_HOSTS: "nobrand" }]) {
      expect(() => loadConfig(env), JSON.stringify(env)).toThrow(StartupError);
    }
    expect(() => loadConfig({ PORT: "abc" })).toThrow("PORT must be a whole number");
  });
});
