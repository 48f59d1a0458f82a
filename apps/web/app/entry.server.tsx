import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream, type RenderToPipeableStreamOptions } from "react-dom/server";
import { ServerRouter, type EntryContext, type RouterContextProvider } from "react-router";
import stylesheet from "./app.css?inline";
import { StylesheetContext } from "./lib/inline-stylesheet.tsx";
import { scriptsAfterFirstPaint } from "./lib/scripts-after-first-paint.server.ts";
import { shopContext } from "./lib/load-context.ts";
import { NonceContext } from "./lib/nonce.tsx";

/** The web host fills this context for every render (apps/server/src/web-host/register.ts). */
export { shopContext };

/** How long a streamed page may wait for deferred data before the rest is flushed as errors. */
export const streamTimeout = 5_000;

/**
 * React Router's default Node entry, plus the CSP nonce: the security plugin allows only
 * inline scripts carrying this response's nonce, so the router's own scripts get it here
 * and the root layout's through NonceContext. The stylesheet goes to the root layout as text
 * (StylesheetContext), to be written inline (decision 142).
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === "HEAD") {
    responseHeaders.set("Content-Type", "text/html; charset=utf-8");
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = loadContext.get(shopContext).cspNonce;

  return new Promise<Response>((resolve, reject) => {
    let status = responseStatusCode;
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // Crawlers get the whole page at once; people get the shell first and the rest as it comes.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );

    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <StylesheetContext.Provider value={stylesheet}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </StylesheetContext.Provider>
      </NonceContext.Provider>,
      {
        nonce,
        // A <Suspense> boundary whose content is ready when the shell is written goes out in its place,
        // however large: React otherwise sends one past this many bytes as a hidden segment that a script
        // moves in later, up to 300 ms later, and never without JavaScript (decision 190).
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          // The scripts asked for after the first paint: the page's text and pictures first (decision 142).
          pipe(scriptsAfterFirstPaint()).pipe(body);
          resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status }));
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          status = 500;
          // Errors before the shell are logged by React Router; later ones only here.
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
