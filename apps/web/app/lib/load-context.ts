/**
 * What the web host (apps/server/src/web-host) hands every loader and action: a way into the
 * JSON API that runs in the same process, carrying the shopper's cookies and headers, and the
 * response's Content-Security-Policy nonce for inline scripts.
 */
export type ApiFetch = (path: string, init?: RequestInit) => Promise<Response>;

declare module "react-router" {
  interface AppLoadContext {
    apiFetch: ApiFetch;
    cspNonce?: string | undefined;
  }
}
