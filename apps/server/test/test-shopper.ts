/** A browser for API tests: keeps the cookies it is sent and sends the CSRF token with its changes. */
import type { FastifyInstance, InjectOptions } from "fastify";

export type TestShopper = ReturnType<typeof shopperOn>;

/** `remoteAddress`: the client address it calls from (per-client rate limits count by it). */
export function shopperOn(app: FastifyInstance, { remoteAddress }: { remoteAddress?: string } = {}) {
  const from = remoteAddress ? { remoteAddress } : {};
  const jar = new Map<string, string>();
  const cookie = () => [...jar].map(([name, value]) => `${name}=${value}`).join("; ");
  const remember = (response: Awaited<ReturnType<FastifyInstance["inject"]>>) => {
    for (const { name, value } of response.cookies) jar.set(name, value);
    return response;
  };
  const token = async () =>
    remember(await app.inject({ url: "/api/session", headers: { cookie: cookie() }, ...from })).json()
      .csrfToken as string;
  return {
    /** The cookies it would send now. */
    cookie,
    get: async (url: string) => remember(await app.inject({ url, headers: { cookie: cookie() }, ...from })),
    send: async (method: InjectOptions["method"], url: string, payload?: object) => {
      // The token first: reading it may set the cookie it is signed from.
      const csrfToken = await token();
      return remember(
        await app.inject({
          method,
          url,
          payload,
          headers: { cookie: cookie(), "x-csrf-token": csrfToken },
          ...from,
        }),
      );
    },
  };
}
