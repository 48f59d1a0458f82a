/**
 * The shop's own origins. A request is "on the shop" only when its host is one the shop answers
 * as its own: a brand host (BRAND_HOSTS), a loopback name, or the configured HOST. Behind a proxy
 * (TRUST_PROXY) Fastify reads the scheme and host from X-Forwarded-Proto and X-Forwarded-Host.
 * The page Request handed to React Router and the origin check of state changes both rest on it
 * (docs/decisions/081-cross-site-requests.md).
 */
import type { FastifyRequest } from "fastify";
import type { Config } from "../config.ts";

/** Names a browser on the shop's own machine uses; no other site can be served from them on our port. */
const LOOPBACK_HOSTS = ["localhost", "127.0.0.1", "[::1]"];
/** HOST values that mean "every interface", which no browser puts in a URL. */
const EVERY_INTERFACE = new Set(["0.0.0.0", "::", "[::]", ""]);

const hostNamesByConfig = new WeakMap<Config, ReadonlySet<string>>();

/** Host names (no port) the shop answers as its own, lower-case; IPv6 addresses in brackets as URLs write them. */
export function shopHostNames(config: Config): ReadonlySet<string> {
  let names = hostNamesByConfig.get(config);
  if (!names) {
    const configured = config.host.trim().toLowerCase();
    names = new Set([
      ...Object.keys(config.brandHosts),
      ...LOOPBACK_HOSTS,
      ...(EVERY_INTERFACE.has(configured) ? [] : [configured.includes(":") ? `[${configured}]` : configured]),
    ]);
    hostNamesByConfig.set(config, names);
  }
  return names;
}

/**
 * `http://hb.localhost:3000`: the origin the request was sent to, when its host is one of the
 * shop's; null for any other host, a scheme other than http(s) or a host that is not a host.
 */
export function shopOriginOf(request: FastifyRequest): string | null {
  const { protocol, host } = request;
  if ((protocol !== "http" && protocol !== "https") || !host) return null;
  let url: URL;
  try {
    url = new URL(`${protocol}://${host}`);
  } catch {
    return null;
  }
  const onlyAHost = url.username === "" && url.password === "" && url.pathname === "/" && url.search === "";
  return onlyAHost && shopHostNames(request.server.config).has(url.hostname) ? url.origin : null;
}
