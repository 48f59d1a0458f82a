/**
 * Security headers (helmet's) and response compression.
 *
 * Every header is the same on every response of a kind, so each set is worked out once, at start,
 * and put on a reply in one step (decision 140): helmet's headers with the policy below, over
 * https or over plain http. A page that reads `reply.scriptNonce` gets the policy again with the nonce.
 *
 * Content-Security-Policy (docs/decisions/051-content-security-policy.md): scripts only from
 * our own origin or carrying this response's nonce — React Router's server rendering writes
 * two inline scripts (the hydration context and the module loader), which the page renders
 * with `reply.scriptNonce`. Styles allow 'unsafe-inline' because React renders `style`
 * attributes, Radix injects a small `<style>` for scroll locking and every page carries its
 * stylesheet inline (decision 142); a style cannot run code.
 * With Stripe as the payment gateway, Stripe.js, its API and its card field's frames are admitted
 * from Stripe's own hosts, as Stripe's security guide lists them (decision 129); with the sandbox
 * gateway nothing of Stripe's is.
 */
import { randomBytes } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import compress from "@fastify/compress";
import type { FastifyInstance, FastifyReply } from "fastify";
import fp from "fastify-plugin";
import helmet from "helmet";
import type { Config } from "../config.ts";
import { httpsExpected } from "./https-expected.ts";
import { COMPRESS_AT_LEAST_BYTES, jsonCompressionPlugin } from "./json-compression.ts";

declare module "fastify" {
  interface FastifyReply {
    /** This response's CSP nonce, made when first read: put it on every inline `<script>` of a rendered page. */
    scriptNonce: string;
  }
}

/** Stripe's hosts for Stripe.js, its API and its frames (the card field, 3-D Secure). */
const STRIPE_SOURCES = {
  script: ["https://js.stripe.com", "https://*.js.stripe.com"],
  connect: ["https://api.stripe.com"],
  frame: ["https://js.stripe.com", "https://*.js.stripe.com", "https://hooks.stripe.com"],
};

/** YouTube's privacy-enhanced player: no cookies until the video plays. */
export const VIDEO_SOURCE = "https://www.youtube-nocookie.com";

/** The partner page's origin when it is another site's (spec/3 §5, decision 148). */
function partnerSource(config: Config): string[] {
  const url = config.partnerFrame?.url ?? "";
  return url.startsWith("https://") ? [new URL(url).origin] : [];
}

/** The live-chat provider's script origin and the origins it talks to (decision 147). */
function liveChatSources(config: Config): string[] {
  const chat = config.liveChat;
  if (!chat) return [];
  const script = chat.scriptUrl.startsWith("https://") ? [new URL(chat.scriptUrl).origin] : [];
  return [...new Set([...script, ...chat.origins])];
}

/** The policy's directives; script-src gains the response's nonce when it has one. */
function directives(config: Config): [string, string[]][] {
  const stripe = config.stripe !== undefined;
  const chat = liveChatSources(config);
  return [
    ["default-src", ["'self'"]],
    ["base-uri", ["'self'"]],
    ["connect-src", ["'self'", ...(stripe ? STRIPE_SOURCES.connect : []), ...chat]],
    ["font-src", ["'self'", "data:"]],
    ["form-action", ["'self'"]],
    ["frame-ancestors", ["'self'"]],
    // Info pages' videos, loaded only when a shopper presses play (decision 147).
    [
      "frame-src",
      ["'self'", VIDEO_SOURCE, ...partnerSource(config), ...(stripe ? STRIPE_SOURCES.frame : []), ...chat],
    ],
    // The store maps' tile host, when the web app was built with one (decision 108).
    [
      "img-src",
      ["'self'", "data:", ...(config.mapTileImageSource ? [config.mapTileImageSource] : []), ...chat],
    ],
    ["object-src", ["'none'"]],
    ["script-src", ["'self'", NONCE, ...(stripe ? STRIPE_SOURCES.script : []), ...chat]],
    ["script-src-attr", ["'none'"]],
    ["style-src", ["'self'", "'unsafe-inline'"]],
  ];
}

const NONCE = "'nonce-{}'";

/**
 * The Content-Security-Policy of a response, built once: `(nonce, https)` fills in the nonce of a
 * rendered page (none for JSON, pictures and files, which run no script) and, where the shop
 * expects https, asks browsers to fetch everything over it.
 */
function contentSecurityPolicy(config: Config) {
  const text = directives(config)
    .map(([name, sources]) => [name, ...sources].join(" "))
    .join(";");
  const [before, after] = text.split(NONCE) as [string, string];
  const withoutNonce = `${before.trimEnd()}${after}`;
  return (nonce: string | undefined, https: boolean) =>
    `${nonce ? `${before}'nonce-${nonce}'${after}` : withoutNonce}${https ? ";upgrade-insecure-requests" : ""}`;
}

/**
 * The headers helmet's middleware sets, read once from a stand-in response: with its own policy
 * switched off they depend on nothing in the request.
 */
function helmetHeaders(): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: unknown) => (headers[name.toLowerCase()] = String(value)),
    // Helmet drops X-Powered-By, which Fastify never sends.
    removeHeader: () => undefined,
  };
  helmet({
    // Helmet's default, no-referrer, makes a browser send `Origin: null` on the shop's own form posts,
    // which the origin check must refuse: this keeps the origin (never the path) on same-site requests.
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    // Written below, from strings made once.
    contentSecurityPolicy: false,
  })({} as IncomingMessage, response as unknown as ServerResponse, () => undefined);
  return headers;
}

async function security(app: FastifyInstance, { config }: { config: Config }) {
  const policy = contentSecurityPolicy(config);
  const https = (reply: FastifyReply) => httpsExpected(config, reply.request.host);
  const helmets = helmetHeaders();
  // A response's headers without a nonce, over http and over https.
  const headers = [false, true].map((overHttps) =>
    Object.freeze({ ...helmets, "content-security-policy": policy(undefined, overHttps) }),
  );

  // Made when a page asks for it: an API answer runs no script and needs none.
  const nonces = new WeakMap<FastifyReply, string>();
  app.decorateReply("scriptNonce", {
    getter(this: FastifyReply) {
      let nonce = nonces.get(this);
      if (nonce === undefined) {
        nonces.set(this, (nonce = randomBytes(16).toString("base64")));
        this.header("content-security-policy", policy(nonce, https(this)));
      }
      return nonce;
    },
  });

  app.addHook("onRequest", (_request, reply, done) => {
    // Over plain http (a developer's machine, `npm start` at localhost) an upgrade would break every asset.
    reply.headers(headers[https(reply) ? 1 : 0]!);
    done();
  });

  // JSON written whole is compressed in one call first; the rest (pages, large replies) by the stream.
  await app.register(jsonCompressionPlugin);
  await app.register(compress, { global: true, threshold: COMPRESS_AT_LEAST_BYTES });
}

export const securityPlugin = fp(security, { name: "security" });
