import { join } from "node:path";
import { pathToFileURL } from "node:url";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import { createRequestHandler, type ServerBuild } from "react-router";
import { browseRateLimit, renderingPage } from "../plugins/rate-limit.ts";
import { createApiFetch } from "./api-fetch.ts";
import { formBodyLimit } from "./form-body-limit.ts";
import { toWebRequest } from "./web-request.ts";
import { sendWebResponse } from "./web-reply.ts";

export type WebHostOptions = {
  /** The React Router build folder, holding `client/` and `server/index.js` (apps/web/build). */
  buildDir: string;
};

/** Hashed file names change with their content, so a browser may keep them for a year. */
const HASHED_ASSETS = "/assets/";
const IMMUTABLE = "public, max-age=31536000, immutable";
/** favicon and other unhashed public files may change with a release. */
const SHORT_LIVED = "public, max-age=3600";

/** Fastify's own default, which the API uses unless app.ts sets another. */
const DEFAULT_BODY_LIMIT = 1024 * 1024;

/** Paths that belong to the API, the media handler or the asset folder, never to a page. */
const NOT_PAGES = ["/api/", "/media/", HASHED_ASSETS];
const isPagePath = (url: string) => !NOT_PAGES.some((prefix) => url.startsWith(prefix) || url === prefix.slice(0, -1));

/**
 * Serves the storefront from the same Fastify process as the API: the built browser files,
 * and every other GET, HEAD or POST rendered by React Router with a load context whose
 * `apiFetch` calls the API in-process (DESIGN.md "One door").
 */
export async function registerWebHost(app: FastifyInstance, options: WebHostOptions): Promise<void> {
  const serverBuildUrl = pathToFileURL(join(options.buildDir, "server", "index.js")).href;
  const build = (await import(serverBuildUrl)) as ServerBuild;
  const mode = process.env.NODE_ENV === "development" ? "development" : "production";
  const handleRequest = createRequestHandler(build, mode);

  await app.register(async (pages) => {
    await pages.register(fastifyStatic, {
      root: join(options.buildDir, "client"),
      prefix: "/",
      // One route per built file, so every other path reaches the page handler below.
      wildcard: false,
      index: false,
      decorateReply: false,
      cacheControl: false,
      setHeaders: (res, path) => {
        const url = path.slice(join(options.buildDir, "client").length).replaceAll("\\", "/");
        res.setHeader("cache-control", url.startsWith(HASHED_ASSETS) ? IMMUTABLE : SHORT_LIVED);
      },
    });

    // React Router reads form posts itself, so bodies reach it unparsed, in this scope only,
    // once their announced size is within the API's limit.
    pages.removeAllContentTypeParsers();
    pages.addContentTypeParser("*", (_request, _payload, done) => done(null));
    pages.addHook("onRequest", formBodyLimit(app.initialConfig.bodyLimit ?? DEFAULT_BODY_LIMIT));

    pages.route({
      method: ["GET", "POST"],
      url: "/*",
      // Per client, a render counted once however many API calls it makes (decision 093).
      config: { rateLimit: browseRateLimit(app) },
      handler: async (request, reply) => {
        if (!isPagePath(request.url)) return reply.callNotFound();
        const { apiFetch, setCookies } = createApiFetch(app, request);
        // The security plugin's per-response CSP nonce, which the page puts on its inline scripts.
        const cspNonce = (reply as { scriptNonce?: string }).scriptNonce || undefined;
        const response = await renderingPage(() =>
          handleRequest(toWebRequest(request, reply), { apiFetch, cspNonce }),
        );
        return sendWebResponse(reply, response, setCookies);
      },
    });
  });
}
