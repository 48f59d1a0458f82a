/**
 * What the web host (apps/server/src/web-host) hands every render through React Router's context:
 * a way into the JSON API that runs in the same process, carrying the shopper's cookies and
 * headers, and the response's Content-Security-Policy nonce for inline scripts. The server entry
 * exports `shopContext` so the web host can fill it for each request.
 */
import { createContext, RouterContextProvider } from "react-router";

export type ApiFetch = (request: Request) => Promise<Response>;

export type ShopContext = { apiFetch: ApiFetch; cspNonce?: string | undefined };

export const shopContext = createContext<ShopContext>();

/** A render's context holding `shop`, as the web host makes one (and tests do). */
export function renderContext(shop: ShopContext): RouterContextProvider {
  return new RouterContextProvider(new Map([[shopContext, shop]]));
}
