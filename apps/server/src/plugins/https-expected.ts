/**
 * Whether the shopper reaches the shop over https, as far as cookies and the CSP upgrade are
 * concerned: `COOKIE_SECURE` when set; otherwise yes in production, except on a loopback host,
 * so `npm start` opened at http://localhost can still sign in (decision 095).
 */
import type { Config } from "../config.ts";

const LOOPBACK_NAMES = new Set(["localhost", "127.0.0.1", "::1", "[::1]"]);

/** The host without its port: `localhost:3000` → `localhost`, `[::1]:3000` → `[::1]`. */
function hostName(host: string): string {
  const name = host.startsWith("[") ? host.slice(0, host.indexOf("]") + 1) : host.split(":")[0]!;
  return name.toLowerCase();
}

export function isLoopbackHost(host: string): boolean {
  const name = hostName(host);
  return LOOPBACK_NAMES.has(name) || name.endsWith(".localhost") || /^127(\.\d{1,3}){3}$/.test(name);
}

export function httpsExpected(config: Pick<Config, "env" | "cookieSecure">, host: string): boolean {
  return config.cookieSecure ?? (config.env === "production" && !isLoopbackHost(host));
}
