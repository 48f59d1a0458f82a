import { availableParallelism } from "node:os";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { loadConfig } from "./config.ts";
import { StartupError } from "./startup-error.ts";

describe("configuration", () => {
  it("keeps DATA_DIR=memory:// as PGlite's in-memory database, not a folder named memory:", () => {
    expect(loadConfig({ DATA_DIR: "memory://" }).dataDir).toBe("memory://");
  });

  it("reads any other DATA_DIR as a folder, relative to where npm was run", () => {
    expect(loadConfig({ DATA_DIR: "shop-data", INIT_CWD: "/srv/shop" }).dataDir).toBe(
      resolve("/srv/shop/shop-data"),
    );
  });

  it("takes the request timeout from REQUEST_TIMEOUT_MS, 30 s by default, and refuses 0", () => {
    expect(loadConfig({}).requestTimeoutMs).toBe(30_000);
    expect(loadConfig({ REQUEST_TIMEOUT_MS: "1500" }).requestTimeoutMs).toBe(1500);
    expect(() => loadConfig({ REQUEST_TIMEOUT_MS: "0" })).toThrow("REQUEST_TIMEOUT_MS must be at least 1");
  });

  it("opens the forced store popup 8 s after a page opens unless STORE_POPUP_DELAY_MS says otherwise (0: never)", () => {
    expect(loadConfig({}).storePopupDelayMs).toBe(8_000);
    expect(loadConfig({ STORE_POPUP_DELAY_MS: "0" }).storePopupDelayMs).toBe(0);
    expect(() => loadConfig({ STORE_POPUP_DELAY_MS: "soon" })).toThrow(
      "STORE_POPUP_DELAY_MS must be a whole number",
    );
  });

  it("reads COOKIE_SECURE as true or false, and leaves it to the host when unset", () => {
    expect(loadConfig({}).cookieSecure).toBeUndefined();
    expect(loadConfig({ COOKIE_SECURE: "true" }).cookieSecure).toBe(true);
    expect(loadConfig({ COOKIE_SECURE: "false" }).cookieSecure).toBe(false);
    expect(() => loadConfig({ COOKIE_SECURE: "yes" })).toThrow("COOKIE_SECURE must be true or false");
  });

  it("sends mail through SMTP_URL when it is an smtp:// or smtps:// URL, and refuses anything else without repeating it", () => {
    expect(loadConfig({}).smtpUrl).toBeUndefined();
    expect(loadConfig({ SMTP_URL: "smtp://shop:pw@mail.example.co.uk:587" }).smtpUrl).toBe(
      "smtp://shop:pw@mail.example.co.uk:587",
    );
    expect(loadConfig({ SMTP_URL: "smtps://mail.example.co.uk" }).smtpUrl).toBe("smtps://mail.example.co.uk");
    for (const SMTP_URL of ["mail.example.co.uk:587", "http://shop:secret@mail.example.co.uk", "smtp://"]) {
      expect(() => loadConfig({ SMTP_URL }), SMTP_URL).toThrow(StartupError);
      expect(() => loadConfig({ SMTP_URL }), SMTP_URL).toThrow(
        /^SMTP_URL must be an smtp:\/\/ or smtps:\/\/ URL/,
      );
      expect(() => loadConfig({ SMTP_URL }), SMTP_URL).not.toThrow(/secret/);
    }
  });

  it("sends as MAIL_FROM, an address with or without a name, by default the shop's no-reply address", () => {
    expect(loadConfig({}).mailFrom).toBe("Shop <no-reply@example.co.uk>");
    expect(loadConfig({ MAIL_FROM: "Build Us <orders@buildus.co.uk>" }).mailFrom).toBe(
      "Build Us <orders@buildus.co.uk>",
    );
    expect(loadConfig({ MAIL_FROM: "orders@buildus.co.uk" }).mailFrom).toBe("orders@buildus.co.uk");
    expect(() => loadConfig({ MAIL_FROM: "Build Us" })).toThrow(
      "MAIL_FROM must be an email address, or a name and <address>",
    );
  });

  it("signs the van app's links with VAN_APP_SECRET of at least 32 characters, or a generated one when unset (decision 145)", () => {
    expect(loadConfig({}).vanAppSecret).toBeUndefined();
    const secret = "s".repeat(32);
    expect(loadConfig({ VAN_APP_SECRET: secret }).vanAppSecret).toBe(secret);
    expect(() => loadConfig({ VAN_APP_SECRET: "short" })).toThrow(
      "VAN_APP_SECRET must be at least 32 characters",
    );
  });

  it("runs the outbox worker unless MAIL_WORKER=false, polling every MAIL_POLL_MS (5 s by default)", () => {
    expect(loadConfig({})).toMatchObject({ mailWorker: true, mailPollMs: 5_000 });
    expect(loadConfig({ MAIL_WORKER: "false", MAIL_POLL_MS: "250" })).toMatchObject({
      mailWorker: false,
      mailPollMs: 250,
    });
    expect(() => loadConfig({ MAIL_POLL_MS: "0" })).toThrow("MAIL_POLL_MS must be at least 1");
    expect(() => loadConfig({ MAIL_WORKER: "no" })).toThrow("MAIL_WORKER must be true or false");
  });

  it("uses the shipped postcode table unless GEOCODER_URL names an http(s) geocoder, and refuses anything else", () => {
    const geocoderUrl = (value: string) => loadConfig({ GEOCODER_URL: value }).geocoderUrl;
    expect(loadConfig({}).geocoderUrl).toBeUndefined();
    expect(geocoderUrl(" ")).toBeUndefined();
    expect(geocoderUrl("https://api.postcodes.io/")).toBe("https://api.postcodes.io");
    expect(geocoderUrl("http://postcodes.internal:8000")).toBe("http://postcodes.internal:8000");
    for (const url of [
      "api.postcodes.io",
      "ftp://postcodes.example",
      "https://postcodes.io/?key=1",
      "not a url",
    ]) {
      expect(() => geocoderUrl(url), url).toThrow(StartupError);
      expect(() => geocoderUrl(url), url).toThrow("GEOCODER_URL must be an http:// or https:// URL");
    }
  });

  it("links the shop's app in the stores APP_STORE_IOS_URL and APP_STORE_ANDROID_URL name, https only (spec/1 §7)", () => {
    expect(loadConfig({}).appStoreUrls.ios).toMatch(/^https:\/\/apps\.apple\.com\//);
    const android = "https://play.google.com/store/apps/details?id=uk.co.burwood.shop";
    expect(loadConfig({ APP_STORE_ANDROID_URL: android }).appStoreUrls.android).toBe(android);
    for (const url of ["http://apps.apple.com/app/id1", "apps.apple.com/app/id1"]) {
      expect(() => loadConfig({ APP_STORE_IOS_URL: url }), url).toThrow(
        "APP_STORE_IOS_URL must be an https:// URL",
      );
    }
  });

  it("lets the seasonal snow fall only with SEASONAL_SNOW=true", () => {
    expect(loadConfig({}).seasonalSnow).toBe(false);
    expect(loadConfig({ SEASONAL_SNOW: "true" }).seasonalSnow).toBe(true);
    expect(() => loadConfig({ SEASONAL_SNOW: "yes please" })).toThrow(StartupError);
  });

  it("frames the partner page PARTNER_FRAME_URL names (https only), the demo partner outside production, none in it", () => {
    expect(loadConfig({}).partnerFrame).toEqual({ url: "/dev/partner-demo", title: "Partner demo" });
    expect(loadConfig({ NODE_ENV: "production" }).partnerFrame).toBeUndefined();
    expect(
      loadConfig({ PARTNER_FRAME_URL: "https://finance.example/apply", PARTNER_FRAME_TITLE: "Finance" })
        .partnerFrame,
    ).toEqual({ url: "https://finance.example/apply", title: "Finance" });
    expect(() => loadConfig({ PARTNER_FRAME_URL: "http://finance.example/" })).toThrow(
      "PARTNER_FRAME_URL must be an https:// URL",
    );
  });

  it("loads the live chat LIVE_CHAT_SCRIPT_URL names, with the origins LIVE_CHAT_ORIGINS lists; the demo chat outside production", () => {
    expect(loadConfig({}).liveChat).toEqual({ scriptUrl: "/dev/live-chat-demo.js", origins: [] });
    expect(loadConfig({ NODE_ENV: "production" }).liveChat).toBeUndefined();
    expect(
      loadConfig({
        LIVE_CHAT_SCRIPT_URL: "https://chat.example/widget.js",
        LIVE_CHAT_ORIGINS: "https://api.chat.example/, https://cdn.chat.example",
      }).liveChat,
    ).toEqual({
      scriptUrl: "https://chat.example/widget.js",
      origins: ["https://api.chat.example", "https://cdn.chat.example"],
    });
    expect(() => loadConfig({ LIVE_CHAT_SCRIPT_URL: "http://chat.example/widget.js" })).toThrow(
      "LIVE_CHAT_SCRIPT_URL must be an https:// URL",
    );
  });

  it("counts rate limits in the Redis REDIS_URL names, and refuses an address that is not Redis's", () => {
    expect(loadConfig({}).redisUrl).toBeUndefined();
    expect(loadConfig({ REDIS_URL: "redis://127.0.0.1:6379" }).redisUrl).toBe("redis://127.0.0.1:6379");
    expect(() => loadConfig({ REDIS_URL: "http://127.0.0.1:6379" })).toThrow("REDIS_URL must be a redis://");
  });

  it("serves from one process unless WORKERS names more (or auto, one per core), which needs REDIS_URL and a PGlite folder (decision 197)", () => {
    const redis = { REDIS_URL: "redis://127.0.0.1:6379" };
    expect(loadConfig({}).workers).toBe(1);
    expect(loadConfig({ WORKERS: "3", ...redis }).workers).toBe(3);
    expect(loadConfig({ WORKERS: "auto", ...redis }).workers).toBe(availableParallelism());
    for (const nonsense of ["0", "two", "65", "-1", "1.5", "0x2", "1e1"])
      expect(() => loadConfig({ WORKERS: nonsense, ...redis }), nonsense).toThrow(
        /^WORKERS must be auto or a whole number/,
      );
    expect(() => loadConfig({ WORKERS: "2" })).toThrow(/^WORKERS above 1 needs REDIS_URL/);
    expect(() => loadConfig({ WORKERS: "2", DATA_DIR: "memory://", ...redis })).toThrow(
      /shares the embedded database/,
    );
    expect(() => loadConfig({ WORKERS: "2", PGLITE_WORKER: "false", ...redis })).toThrow(
      /shares the embedded database/,
    );
    expect(
      loadConfig({ WORKERS: "2", DATA_DIR: "memory://", DATABASE_URL: "postgres://db/shop", ...redis })
        .workers,
    ).toBe(2);
  });

  it("admits the store maps' tile host to img-src from the VITE_MAP_TILE_URL the web app is built with (decision 108)", () => {
    const source = (value: string) => loadConfig({ VITE_MAP_TILE_URL: value }).mapTileImageSource;
    expect(loadConfig({}).mapTileImageSource).toBeUndefined();
    expect(source("/tiles/{z}/{x}/{y}.png")).toBeUndefined();
    expect(source("https://tiles.example/{z}/{x}/{y}.png")).toBe("https://tiles.example");
    expect(source("https://{s}.tile.example:8443/{z}/{x}/{y}.png")).toBe("https://*.tile.example:8443");
    for (const url of ["tiles.example/{z}/{x}/{y}.png", "ftp://tiles.example/{z}.png"]) {
      expect(() => source(url), url).toThrow("VITE_MAP_TILE_URL must be an http(s) URL or a path");
    }
  });

  it("takes cards through Stripe only with all three of its keys, test or live alike (decision 125)", () => {
    const keys = {
      STRIPE_SECRET_KEY: "sk_test_51Abc",
      STRIPE_PUBLISHABLE_KEY: "pk_test_51Abc",
      STRIPE_WEBHOOK_SECRET: "whsec_abc123",
    };
    expect(loadConfig({}).stripe).toBeUndefined();
    expect(loadConfig(keys).stripe).toEqual({
      secretKey: "sk_test_51Abc",
      publishableKey: "pk_test_51Abc",
      webhookSecret: "whsec_abc123",
    });
    const refusals: [Record<string, string>, string][] = [
      [
        { ...keys, STRIPE_PUBLISHABLE_KEY: "" },
        "STRIPE_PUBLISHABLE_KEY must be set when STRIPE_SECRET_KEY is",
      ],
      [{ ...keys, STRIPE_WEBHOOK_SECRET: "" }, "STRIPE_WEBHOOK_SECRET must be set when STRIPE_SECRET_KEY is"],
      [
        { ...keys, STRIPE_SECRET_KEY: "" },
        "STRIPE_WEBHOOK_SECRET and STRIPE_PUBLISHABLE_KEY need STRIPE_SECRET_KEY",
      ],
      [
        { ...keys, STRIPE_SECRET_KEY: "pk_test_51Abc" },
        "STRIPE_SECRET_KEY must look like sk_test_… or sk_live_…",
      ],
      [{ ...keys, STRIPE_WEBHOOK_SECRET: "secret" }, "STRIPE_WEBHOOK_SECRET must look like whsec_…"],
      [{ ...keys, STRIPE_SECRET_KEY: "sk_live_51Abc" }, "must both be test keys or both live keys"],
    ];
    for (const [env, message] of refusals) {
      expect(() => loadConfig(env), message).toThrow(StartupError);
      expect(() => loadConfig(env), message).toThrow(message);
      // A key is a secret: the error names the variable, never its value.
      expect(() => loadConfig(env)).not.toThrow(/51Abc|abc123/);
    }
  });

  it("looks addresses up through Ideal Postcodes only with IDEAL_POSTCODES_API_KEY, 30 a minute per client by default (decision 123)", () => {
    expect(loadConfig({})).toMatchObject({
      idealPostcodesApiKey: undefined,
      idealPostcodesUrl: undefined,
      addressLookupRateLimit: 30,
    });
    expect(loadConfig({ IDEAL_POSTCODES_API_KEY: " ak_test123 " }).idealPostcodesApiKey).toBe("ak_test123");
    expect(loadConfig({ IDEAL_POSTCODES_URL: "http://127.0.0.1:9000/" }).idealPostcodesUrl).toBe(
      "http://127.0.0.1:9000",
    );
    expect(loadConfig({ ADDRESS_LOOKUP_RATE_LIMIT: "0" }).addressLookupRateLimit).toBe(0);
    expect(() => loadConfig({ IDEAL_POSTCODES_URL: "api.ideal-postcodes.co.uk" })).toThrow(
      "IDEAL_POSTCODES_URL must be an http:// or https:// URL",
    );
  });

  it("limits opening accounts, forgotten-password emails and resets to 5 a minute per client unless IDENTITY_RATE_LIMIT says otherwise", () => {
    expect(loadConfig({}).identityRateLimit).toBe(5);
    expect(loadConfig({ IDENTITY_RATE_LIMIT: "20" }).identityRateLimit).toBe(20);
    expect(loadConfig({ IDENTITY_RATE_LIMIT: "0" }).identityRateLimit).toBe(0);
    expect(() => loadConfig({ IDENTITY_RATE_LIMIT: "lots" })).toThrow(StartupError);
  });

  it("refuses a setting it cannot read with a StartupError, which main.ts prints as one line without a stack", () => {
    for (const env of [{ PORT: "abc" }, { SITE_BRAND: "XX" }, { BRAND_HOSTS: "nobrand" }]) {
      expect(() => loadConfig(env), JSON.stringify(env)).toThrow(StartupError);
    }
    expect(() => loadConfig({ PORT: "abc" })).toThrow("PORT must be a whole number");
  });
});
