/**
 * Decision 197: WORKERS=2 on the embedded database. The first process opens PGlite and starts two
 * serving processes on one port; each new connection goes to one of them in turn. A change made in
 * the database shows in both processes' search; a shopper's session changed through one is read
 * afresh by the other; a serving process that is killed is started again; SIGTERM stops them all.
 */
import { readdirSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { shopperCollectingAt } from "../../../../bench/lib/shopper-session.ts";
import {
  cleanUp,
  exitWithin,
  startShop,
  temporaryFolder,
  waitUntilOpen,
  type ShopProcess,
} from "./shop-process.ts";

const PROMISED_MS = 2_000;

type Answer = { status: number; body: string };

/**
 * A request on a connection of its own, so the first process hands it to the next serving process,
 * with a request id its log line is found by.
 */
function onNewConnection(
  shop: ShopProcess,
  path: string,
  {
    method = "GET",
    headers = {},
    body,
  }: { method?: string; headers?: Record<string, string>; body?: object } = {},
): Promise<Answer & { id: string }> {
  const id = `processes-${Math.random().toString(36).slice(2)}`;
  return new Promise((resolve, reject) => {
    const sent = request(
      {
        host: "127.0.0.1",
        port: shop.port,
        path,
        method,
        agent: false,
        headers: { ...headers, "x-request-id": id },
      },
      (response) => {
        let text = "";
        response.on("data", (chunk: Buffer) => (text += chunk.toString()));
        response.on("end", () => resolve({ id, status: response.statusCode ?? 0, body: text }));
      },
    );
    sent.setTimeout(10_000, () =>
      sent.destroy(new Error(`${method} ${path} had no answer within 10 s:\n${shop.tail()}`)),
    );
    sent.on("error", reject);
    sent.end(body === undefined ? undefined : JSON.stringify(body));
  });
}

type LogLine = { pid: number; reqId?: string; msg: string };
const logLines = (shop: ShopProcess): LogLine[] =>
  shop
    .output()
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line) as LogLine);

/** The process that logged the request: its line is written as it is answered. */
async function answeredBy(shop: ShopProcess, id: string): Promise<number> {
  for (let tries = 0; tries < 50; tries++) {
    const line = logLines(shop).find((entry) => entry.reqId === id);
    if (line) return line.pid;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`no log line for request ${id}`);
}

/** The serving processes: each logs "Shop open" once it listens. */
const servingPids = (shop: ShopProcess) =>
  logLines(shop)
    .filter((line) => line.msg.startsWith("Shop open at") && !line.msg.includes("processes"))
    .map((line) => line.pid);

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

describe("the shop as several processes on the embedded database (decision 197)", () => {
  let shop: ShopProcess;
  let database: pg.Client;

  beforeAll(async () => {
    shop = await startShop({
      env: {
        DATA_DIR: join(temporaryFolder(), "data"),
        SEED_PRODUCTS: "300",
        SEED_BRANCHES: "8",
        WORKERS: "2",
        REDIS_URL: process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379",
      },
    });
    await waitUntilOpen(shop, 180_000);
    // The test reaches the database as the serving processes do: over the first process's socket.
    const socketFolder = readdirSync(tmpdir()).find((name) =>
      name.startsWith(`merchant-pglite-${shop.pid}-`),
    );
    expect(socketFolder).toBeDefined();
    database = new pg.Client({
      host: join(tmpdir(), socketFolder!),
      port: 5432,
      user: "postgres",
      database: "template1",
      ssl: false,
    });
    await database.connect();
  }, 240_000);

  afterAll(async () => {
    await database?.end().catch(() => undefined);
    await cleanUp();
  }, 60_000);

  it("serves new connections from two processes, and each shows a price changed in the database", async () => {
    const search = async () => {
      const answer = await onNewConnection(shop, "/api/search?q=timber");
      const { items } = JSON.parse(answer.body) as { items: { id: number; price: { exVat: number } }[] };
      return { ...answer, items };
    };
    const { items } = await search();
    const product = items[0]!;
    const price = product.price.exVat + 137;
    const changed = Date.now();
    await database.query("update products set price_ex_vat = $1 where id = $2", [price, product.id]);
    const answeredWithNewPrice = new Set<number>();
    while (answeredWithNewPrice.size < 2) {
      expect(Date.now() - changed, "both processes show the new price within 2 s").toBeLessThan(PROMISED_MS);
      const answer = await search();
      if (answer.items.find((item) => item.id === product.id)?.price.exVat === price)
        answeredWithNewPrice.add(await answeredBy(shop, answer.id));
    }
    expect([...answeredWithNewPrice].sort()).toEqual(servingPids(shop).sort());
  });

  it("reads a shopper's session afresh in each process after the other changed it", async () => {
    const origin = `http://127.0.0.1:${shop.port}`;
    const { branches } = JSON.parse((await onNewConnection(shop, "/api/branches")).body) as {
      branches: { id: number; basketEcommerceActive: boolean }[];
    };
    const selling = branches.filter((branch) => branch.basketEcommerceActive).map((branch) => branch.id);
    const shopper = await shopperCollectingAt(origin, selling[0]!);
    const readers = new Set<number>();
    for (const branchId of [...selling.slice(1, 4), selling[0]!]) {
      const chosen = await onNewConnection(shop, "/api/fulfilment/collection-branch", {
        method: "PUT",
        headers: shopper.headers(),
        body: { branchId },
      });
      expect(chosen.status).toBe(200);
      for (let read = 0; read < 2; read++) {
        const answer = await onNewConnection(shop, "/api/fulfilment", { headers: shopper.headers() });
        expect((JSON.parse(answer.body) as { collectionBranch: { id: number } }).collectionBranch.id).toBe(
          branchId,
        );
        readers.add(await answeredBy(shop, answer.id));
      }
    }
    expect(readers.size).toBe(2);
  });

  it("starts another serving process in place of one that was killed, and goes on answering", async () => {
    const [killed, other] = servingPids(shop) as [number, number];
    process.kill(killed, "SIGKILL");
    const killedAt = Date.now();
    // A connection handed to the process in the moment before the first one hears it end is lost with it.
    while (!shop.output().includes("a shop process ended; starting another")) {
      expect(
        Date.now() - killedAt,
        `the first process hears the end within 10 s:\n${shop.tail()}`,
      ).toBeLessThan(10_000);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    while (servingPids(shop).filter((pid) => pid !== killed).length < 2) {
      expect(Date.now() - killedAt, `a new process opens within 60 s:\n${shop.tail()}`).toBeLessThan(60_000);
      expect((await onNewConnection(shop, "/api/health")).status).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(isRunning(other)).toBe(true);
  }, 90_000);

  it("stops every process on SIGTERM to the first, and exits 0", async () => {
    const serving = servingPids(shop).filter(isRunning);
    await database.end();
    process.kill(shop.pid, "SIGTERM");
    const exit = await exitWithin(shop, 30_000);
    expect(exit, shop.tail()).toEqual({ code: 0, signal: null });
    expect(serving.filter(isRunning)).toEqual([]);
  }, 40_000);
});
