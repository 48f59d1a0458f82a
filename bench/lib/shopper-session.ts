/**
 * A shopper for the benchmarks: a session of its own (cookies kept as a browser keeps them, the
 * CSRF token sent with each change) collecting from a branch.
 */

/** The cookies a response sets, as a Cookie header adds them. */
const cookiesOf = (response: Response, jar: Map<string, string>) => {
  for (const line of response.headers.getSetCookie()) {
    const [pair = ""] = line.split(";");
    const at = pair.indexOf("=");
    jar.set(pair.slice(0, at), pair.slice(at + 1));
  }
};

export type ShopperSession = {
  send(method: string, path: string, body?: object): Promise<Response>;
  /** The headers that make a request this shopper's: cookie, CSRF token, JSON. */
  headers(): Record<string, string>;
};

export async function shopperCollectingAt(origin: string, branchId: number): Promise<ShopperSession> {
  const jar = new Map<string, string>();
  const cookie = () => [...jar].map(([name, value]) => `${name}=${value}`).join("; ");
  /** The token to send: the visitor's at first, the session's once choosing a branch has made one. */
  let csrfToken = "";
  const readToken = async () => {
    const response = await fetch(`${origin}/api/session`, { headers: { cookie: cookie() } });
    cookiesOf(response, jar);
    csrfToken = ((await response.json()) as { csrfToken: string }).csrfToken;
  };
  const headers = () => ({ cookie: cookie(), "x-csrf-token": csrfToken, "content-type": "application/json" });
  const send = async (method: string, path: string, body?: object) => {
    const response = await fetch(origin + path, {
      method,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      headers: headers(),
    });
    cookiesOf(response, jar);
    return response;
  };
  await readToken();
  const chosen = await send("PUT", "/api/fulfilment/collection-branch", { branchId });
  if (!chosen.ok) throw new Error(`choosing branch ${branchId} answered ${chosen.status}`);
  await readToken();
  return { send, headers };
}

/** The branches that take web baskets. */
export async function sellingBranches(origin: string): Promise<number[]> {
  const { branches } = (await (await fetch(`${origin}/api/branches`)).json()) as {
    branches: { id: number; basketEcommerceActive: boolean }[];
  };
  return branches.filter((branch) => branch.basketEcommerceActive).map((branch) => branch.id);
}
