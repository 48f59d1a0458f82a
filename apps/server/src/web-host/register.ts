import type { FastifyInstance } from "fastify";
import { createRequestHandler, RouterContextProvider, type RouterContext, type ServerBuild } from "react-router";
import { browseRateLimit, renderingPage } from "../plugins/rate-limit.ts";
import { createApiFetch } from "./api-fetch.ts";
import { HASHED_ASSETS } from "./built-pages.ts";
import { formBodyLimit } from "./form-body-limit.ts";
import type { PageSource } from "./page-source.ts";
import { toWebRequest } from "./web-request.ts";
import { sendWebResponse } from "./web-reply.ts";

declare module "react-router" {
  // The web app opts into React Router v8's context (apps/web/react-router.config.ts): a render gets a RouterContextProvider.
  interface Future {
    v8_middleware: true;
  }
}

/** Fastify's own default, which the API uses unless app.ts sets another. */
const DEFAULT_BODY_LIMIT = 1024 * 1024;

/** Paths that belong to the API, the media handler or the asset folder, never to a page. */
const NOT_PAGES = ["/api/", "/media/", HASHED_ASSETS];
const isPagePath = (url: string) => !NOT_PAGES.some((prefix) => url.startsWith(prefix) || url === prefix.slice(0, -1));

type Renderer = { handleRequest: ReturnType<typeof createRequestHandler>; shopContext: RouterContext };

/** One request handler per server build: once in production, once per edit in development. */
function rendererFor(source: PageSource) {
  const renderers = new WeakMap<ServerBuild, Renderer>();
  return async (): Promise<Renderer> => {
    const build = await source.build();
    let renderer = renderers.get(build);
    if (!renderer) {
      // The context the web app's loaders read the in-process API and the CSP nonce from (apps/web/app/lib/load-context.ts).
      const shopContext = (build.entry.module as { shopContext?: RouterContext }).shopContext;
      if (!shopContext) throw new Error("The web app's server entry exports no shopContext");
      renderer = { handleRequest: createRequestHandler(build, source.mode), shopContext };
      renderers.set(build, renderer);
    }
    return renderer;
  };
}

/**
 * Serves the storefront from the same Fastify process as the API: the browser's files, and every
 * other GET, HEAD or POST rendered by React Router with a context whose `apiFetch` calls the API
 * in-process (DESIGN.md "One door").
 */
export async function registerWebHost(app: FastifyInstance, source: PageSource): Promise<void> {
  const renderer = rendererFor(source);
  // Fails at start, not at the first shopper, when the build is not the web app's.
  await renderer();

  await app.register(async (pages) => {
    await source.serveBrowserFiles(pages);

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
        const { apiFetch, setCookies, serverTiming } = createApiFetch(app, request);
        // The security plugin's per-response CSP nonce, which the page puts on its inline scripts.
        const cspNonce = (reply as { scriptNonce?: string }).scriptNonce || undefined;
        const { handleRequest, shopContext } = await renderer();
        const response = await renderingPage(() =>
          handleRequest(
            toWebRequest(request, reply),
            new RouterContextProvider(new Map([[shopContext, { apiFetch, cspNonce }]])),
          ),
        );
        // How many API calls the page made, for DevTools and docs/architecture.md "API calls per page".
        reply.header("server-timing", serverTiming());
        return sendWebResponse(reply, response, setCookies);
      },
    });
  });
}
