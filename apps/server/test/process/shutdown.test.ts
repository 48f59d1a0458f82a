/**
 * `npm start` in a terminal and Ctrl-C, or a deploy's SIGTERM to the group: requests already in flight
 * are answered before the server stops.
 */
import { request } from "node:http";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { heldRequest, statusOf } from "../held-request.ts";
import { cleanUp, startShop, temporaryFolder, waitUntilOpen } from "./shop-process.ts";

type Session = { cookie: string; csrfToken: string };

async function startSession(port: number): Promise<Session> {
  const response = await fetch(`http://127.0.0.1:${port}/api/session`);
  // A visitor without a session holds its CSRF token's seed in a cookie (decision 083): send back every cookie.
  const cookie = response.headers
    .getSetCookie()
    .map((setCookie) => setCookie.split(";")[0])
    .join("; ");
  if (!cookie) throw new Error("GET /api/session set no cookie to hold its CSRF token");
  return { cookie, csrfToken: ((await response.json()) as Session).csrfToken };
}

/** A plain request on a connection of its own; `connected` once the kernel has accepted its connection. */
function requestOnNewConnection(port: number) {
  const call = request({ host: "127.0.0.1", port, path: "/api/health", agent: false });
  const connected = new Promise<void>((resolve) =>
    call.once("socket", (socket) => socket.once("connect", resolve)),
  );
  const answer = statusOf(call);
  call.end();
  return { connected, answer };
}

/** The Content-Security-Policy the shop answers to a request for `host`. */
function policyFor(port: number, host: string): Promise<string> {
  return new Promise((resolve, reject) => {
    request({ host: "127.0.0.1", port, path: "/api/health", headers: { host } }, (response) => {
      response.resume();
      resolve(String(response.headers["content-security-policy"]));
    })
      .on("error", reject)
      .end();
  });
}

describe("shutdown of `npm start`", () => {
  afterAll(cleanUp, 30_000);

  it("answers all 20 requests in flight when the process group gets SIGTERM, then closes the database and ends", async () => {
    const shop = await startShop({
      launch: "npm start",
      // NODE_ENV left unset, as in a terminal: `npm start` is production by itself.
      env: { DATA_DIR: join(temporaryFolder(), "data"), SEED_PRODUCTS: "0", NODE_ENV: undefined },
    });
    await waitUntilOpen(shop, 180_000);
    expect(await policyFor(shop.port, "shop.example")).toContain("upgrade-insecure-requests");
    const session = await startSession(shop.port);
    const held = Array.from({ length: 20 }, () =>
      heldRequest(shop.port, { cookie: session.cookie, "x-csrf-token": session.csrfToken }),
    );
    await Promise.all(held.map((one) => one.inFlight));

    shop.signalGroup("SIGTERM");
    for (const one of held) one.send();
    const statuses = await Promise.allSettled(held.map((one) => one.answer));

    expect(
      statuses.map((status) => (status.status === "fulfilled" ? status.value : status.reason.code)),
    ).toEqual(Array.from({ length: 20 }, () => 200));
    // npm itself dies of the signal; the server's own log tells how it ended, once the last process is gone.
    await shop.exited;
    expect(shop.output()).toContain('"msg":"shutting down"');
    expect(shop.output()).toContain('"msg":"stopped"');
    expect(shop.output()).not.toContain("cut off");
    // One concise line per request, not Fastify's two.
    expect(shop.output()).toContain('"msg":"GET /api/session 200"');
    expect(shop.output()).not.toContain("incoming request");
  }, 240_000);

  it("answers 20 requests whose connections were made when the signal came, read by the server or not yet", async () => {
    const shop = await startShop({ env: { DATA_DIR: join(temporaryFolder(), "data"), SEED_PRODUCTS: "0" } });
    await waitUntilOpen(shop, 180_000);
    const sent = Array.from({ length: 20 }, () => requestOnNewConnection(shop.port));
    await Promise.all(sent.map((one) => one.connected));

    shop.signalGroup("SIGTERM");
    const statuses = await Promise.allSettled(sent.map((one) => one.answer));

    expect(
      statuses.map((status) => (status.status === "fulfilled" ? status.value : status.reason.code)),
    ).toEqual(Array.from({ length: 20 }, () => 200));
    expect(await shop.exited).toEqual({ code: 0, signal: null });
  }, 240_000);
});
