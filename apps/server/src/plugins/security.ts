/**
 * Security headers (@fastify/helmet) and response compression.
 *
 * Content-Security-Policy (docs/decisions/051-content-security-policy.md): scripts only from
 * our own origin or carrying this response's nonce — React Router's server rendering writes
 * two inline scripts (the hydration context and the module loader), which the page renders
 * with `reply.scriptNonce`. Styles allow 'unsafe-inline' because React renders `style`
 * attributes and Radix injects a small `<style>` for scroll locking; a style cannot run code.
 * With Stripe as the payment gateway, Stripe.js, its API and its card field's frames are admitted
 * from Stripe's own hosts, as Stripe's security guide lists them (decision 129); with the sandbox
 * gateway nothing of Stripe's is.
 */
import { randomBytes } from "node:crypto";
import type { ServerResponse } from "node:http";
import compress from "@fastify/compress";
import helmet from "@fastify/helmet";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { Config } from "../config.ts";
import { httpsExpected } from "./https-expected.ts";

declare module "fastify" {
  interface FastifyReply {
    /** This response's CSP nonce: put it on every inline `<script>` of a rendered page. */
    scriptNonce: string;
  }
}

/** Stripe's hosts for Stripe.js, its API and its frames (the card field, 3-D Secure). */
const STRIPE_SOURCES = {
  script: ["https://js.stripe.com", "https://*.js.stripe.com"],
  connect: ["https://api.stripe.com"],
  frame: ["https://js.stripe.com", "https://*.js.stripe.com", "https://hooks.stripe.com"],
};

async function security(app: FastifyInstance, { config }: { config: Config }) {
  const stripe = config.stripe !== undefined;
  // Helmet writes the header from the raw response, so the nonce is found through it.
  const nonces = new WeakMap<ServerResponse, string>();
  app.decorateReply("scriptNonce", "");
  // Registered before helmet so the nonce exists when helmet builds the header.
  app.addHook("onRequest", (_request, reply, done) => {
    reply.scriptNonce = randomBytes(16).toString("base64");
    nonces.set(reply.raw, reply.scriptNonce);
    done();
  });

  await app.register(helmet, {
    // Helmet's default, no-referrer, makes a browser send `Origin: null` on the shop's own form posts,
    // which the origin check must refuse: this keeps the origin (never the path) on same-site requests.
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        connectSrc: ["'self'", ...(stripe ? STRIPE_SOURCES.connect : [])],
        fontSrc: ["'self'", "data:"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
        frameSrc: ["'self'", ...(stripe ? STRIPE_SOURCES.frame : [])],
        // The store maps' tile host, when the web app was built with one (decision 108).
        imgSrc: ["'self'", "data:", ...(config.mapTileImageSource ? [config.mapTileImageSource] : [])],
        objectSrc: ["'none'"],
        scriptSrc: [
          "'self'",
          (_request, response) => `'nonce-${nonces.get(response as ServerResponse) ?? ""}'`,
          ...(stripe ? STRIPE_SOURCES.script : []),
        ],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
      },
    },
  });

  // Where the shop expects https, browsers are asked to fetch everything over it; over plain http
  // (a developer's machine, `npm start` at localhost) the upgrade would break every asset.
  app.addHook("onSend", async (request, reply) => {
    const policy = reply.getHeader("content-security-policy");
    if (typeof policy === "string" && httpsExpected(config, request.host)) {
      reply.header("content-security-policy", `${policy};upgrade-insecure-requests`);
    }
  });

  await app.register(compress, { global: true, threshold: 1024 });
}

export const securityPlugin = fp(security, { name: "security" });
