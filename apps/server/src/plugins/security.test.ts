import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp } from "../../test/build-test-app.ts";
import { loadConfig } from "../config.ts";
import { securityPlugin } from "./security.ts";

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const directive = (policy: string, name: string) =>
  policy
    .split(";")
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name} `));

describe("security headers", () => {
  it("sends helmet's headers, with a referrer policy that keeps the origin on the shop's own form posts", async () => {
    const response = await app.inject({ url: "/api/health" });
    expect(response.headers).toMatchObject({
      "x-content-type-options": "nosniff",
      "x-frame-options": "SAMEORIGIN",
      "referrer-policy": "strict-origin-when-cross-origin",
      "strict-transport-security": expect.stringContaining("max-age="),
    });
    expect(response.headers["x-powered-by"]).toBeUndefined();
  });

  it("allows scripts only from the shop itself or with a page's own nonce, which differs on every page", async () => {
    const pages = Fastify();
    await pages.register(securityPlugin, { config: loadConfig({}) });
    pages.get("/page", (_request, reply) => ({ nonce: reply.scriptNonce }));
    const render = async () => {
      const response = await pages.inject({ url: "/page" });
      return {
        nonce: response.json<{ nonce: string }>().nonce,
        policy: String(response.headers["content-security-policy"]),
      };
    };
    const [first, second] = [await render(), await render()];
    await pages.close();
    expect(first.nonce).toMatch(/^[A-Za-z0-9+/=]{24}$/);
    expect(directive(first.policy, "script-src")).toBe(`script-src 'self' 'nonce-${first.nonce}'`);
    expect(second.nonce).not.toBe(first.nonce);
    expect(directive(second.policy, "script-src")).toBe(`script-src 'self' 'nonce-${second.nonce}'`);
  });

  it("gives an API answer, which runs no script, a policy without a nonce", async () => {
    const policy = String((await app.inject({ url: "/api/health" })).headers["content-security-policy"]);
    expect(directive(policy, "script-src")).toBe("script-src 'self'");
    expect(directive(policy, "object-src")).toBe("object-src 'none'");
    expect(directive(policy, "frame-ancestors")).toBe("frame-ancestors 'self'");
  });

  it("allows pictures from the shop itself, and from the map tile host only when one is configured", async () => {
    const policyOf = async (on: FastifyInstance) =>
      String((await on.inject({ url: "/api/health" })).headers["content-security-policy"]);
    expect(directive(await policyOf(app), "img-src")).toBe("img-src 'self' data:");
    const withTiles = await buildTestApp({ config: { mapTileImageSource: "https://*.tile.example" } });
    const policy = await policyOf(withTiles);
    await withTiles.close();
    expect(directive(policy, "img-src")).toBe("img-src 'self' data: https://*.tile.example");
  });

  it("admits Stripe.js, its API and its card field's frames only when Stripe is the payment gateway", async () => {
    const policyOf = async (on: FastifyInstance) =>
      String((await on.inject({ url: "/api/health" })).headers["content-security-policy"]);
    const sandbox = await policyOf(app);
    expect(sandbox).not.toContain("stripe.com");
    expect(directive(sandbox, "frame-src")).toBe("frame-src 'self' https://www.youtube-nocookie.com");
    const withStripe = await buildTestApp({
      config: {
        stripe: {
          secretKey: "sk_test_51QshopExampleKey",
          publishableKey: "pk_test_51QshopExampleKey",
          webhookSecret: "whsec_test_shopExampleSigningSecret",
        },
      },
    });
    const policy = await policyOf(withStripe);
    await withStripe.close();
    expect(directive(policy, "script-src")).toMatch(
      /^script-src 'self' https:\/\/js\.stripe\.com https:\/\/\*\.js\.stripe\.com$/,
    );
    expect(directive(policy, "connect-src")).toBe("connect-src 'self' https://api.stripe.com");
    expect(directive(policy, "frame-src")).toBe(
      "frame-src 'self' https://www.youtube-nocookie.com https://js.stripe.com https://*.js.stripe.com https://hooks.stripe.com",
    );
  });

  it("admits a partner page of another site to frame-src, and only its origin (spec/3 §5)", async () => {
    const withPartner = await buildTestApp({
      config: { partnerFrame: { url: "https://finance.example/apply?shop=1", title: "Finance" } },
    });
    const policy = String(
      (await withPartner.inject({ url: "/api/health" })).headers["content-security-policy"],
    );
    await withPartner.close();
    expect(directive(policy, "frame-src")).toBe(
      "frame-src 'self' https://www.youtube-nocookie.com https://finance.example",
    );
  });

  it("admits the live-chat provider's origins to scripts, connections, frames and pictures, and no other's", async () => {
    const withChat = await buildTestApp({
      config: {
        liveChat: { scriptUrl: "https://chat.example/widget.js", origins: ["https://api.chat.example"] },
      },
    });
    const policy = String((await withChat.inject({ url: "/api/health" })).headers["content-security-policy"]);
    await withChat.close();
    for (const name of ["script-src", "connect-src", "frame-src", "img-src"]) {
      expect(directive(policy, name)).toMatch(/ https:\/\/chat\.example https:\/\/api\.chat\.example$/);
    }
  });

  it("asks browsers to upgrade to https only in production, and not at localhost over http", async () => {
    const policyOf = async (on: FastifyInstance, host: string) =>
      String((await on.inject({ url: "/api/health", headers: { host } })).headers["content-security-policy"]);
    expect(await policyOf(app, "shop.example")).not.toContain("upgrade-insecure-requests");
    const production = await buildTestApp({ config: { env: "production" } });
    const [publicPolicy, localPolicy] = [
      await policyOf(production, "shop.example"),
      await policyOf(production, "localhost:3000"),
    ];
    await production.close();
    expect(publicPolicy).toContain(";upgrade-insecure-requests");
    expect(localPolicy).not.toContain("upgrade-insecure-requests");
  });
});

describe("compression", () => {
  it("compresses large responses for clients that accept it", async () => {
    const response = await app.inject({ url: "/api/openapi.json", headers: { "accept-encoding": "gzip" } });
    expect(response.headers["content-encoding"]).toBe("gzip");
  });
});
