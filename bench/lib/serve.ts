/**
 * Runs in a child process, so the load generator does not share the server's thread: the shop's
 * app on BENCH_DATA_DIR or BENCH_DATABASE_URL (port BENCH_PORT, default 3301) and, beside it, a bare Fastify
 * hello-world route as the reference. Prints the two ports as one JSON line when both listen.
 *
 * BENCH_WORKERS=2 serves the shop as `npm start` does with WORKERS=2 (decision 197): this process
 * opens the database and starts two serving processes, which answer its control lines' questions
 * over their IPC channel; the reference stays one process here.
 */
import cluster from "node:cluster";
import { createInterface } from "node:readline";
import { sql } from "drizzle-orm";
import Fastify, { type FastifyInstance } from "fastify";
import pino from "pino";
import { buildApp } from "../../apps/server/src/app.ts";
import { loadConfig } from "../../apps/server/src/config.ts";
import type { Database } from "../../apps/server/src/db/client.ts";
import { fulfilmentFor } from "../../apps/server/src/modules/fulfilment/index.ts";
import { productIndexFor } from "../../apps/server/src/modules/product-index/index.ts";
import { databaseOfFirstProcess, startShopProcesses } from "../../apps/server/src/shop-processes.ts";

const workers = Number(process.env.BENCH_WORKERS || 1);
const config = loadConfig(
  { NODE_ENV: "production", LOG_LEVEL: "silent" },
  {
    host: "127.0.0.1",
    port: Number(process.env.BENCH_PORT ?? 3301),
    dataDir: process.env.BENCH_DATA_DIR!,
    databaseUrl: process.env.BENCH_DATABASE_URL || undefined,
    // 50 connections from one address would trip the per-client search and browse limits (decisions 053, 093).
    searchRateLimit: 0,
    browseRateLimit: 0,
    checkoutRateLimit: 0,
    workers,
    redisUrl: workers > 1 ? process.env.REDIS_URL || "redis://127.0.0.1:6379" : undefined,
  },
);

/** A serving process's answers to the first process's questions: its CPU time, its index's figures. */
type Question = { type: "bench-question"; id: number; command: "cpu" | "figures" };
type Reply = { type: "bench-answer"; id: number; answer: unknown };

/** The process's CPU time so far (every thread: the app, its PGlite worker, the collector), in µs. */
function cpuMicroseconds(): number {
  const { user, system } = process.cpuUsage();
  return user + system;
}

const figuresOf = (app: FastifyInstance) => ({
  ...productIndexFor(app).figures(),
  stockMirror: fulfilmentFor(app).stockMirror.figures(),
});

if (cluster.isWorker) {
  const database = await databaseOfFirstProcess();
  const app = await buildApp(config, database ? { database } : {});
  await app.listen({ host: config.host, port: config.port });
  process.on("message", (message: Question) => {
    if (message.type !== "bench-question") return;
    const answer = message.command === "cpu" ? { microseconds: cpuMicroseconds() } : figuresOf(app);
    process.send!({ type: "bench-answer", id: message.id, answer } satisfies Reply);
  });
  process.on("SIGTERM", async () => {
    await app.close();
    process.exit(0);
  });
} else {
  await serve();
}

async function serve(): Promise<void> {
  const shop = workers > 1 ? await servingProcesses() : await oneProcess();

  const reference = Fastify();
  reference.get("/hello", async () => ({ hello: "world" }));
  // Hello-world after `microseconds` of work on the thread (a busy wait): what share of hello-world a
  // route doing that much work can reach on this machine, whatever its code (decision 195).
  reference.get<{ Params: { microseconds: string } }>("/hello-after/:microseconds", async (request) => {
    const until = performance.now() + Number(request.params.microseconds) / 1000;
    while (performance.now() < until);
    return { hello: "world" };
  });
  await reference.listen({ host: "127.0.0.1", port: 0 });
  const address = reference.server.address();

  console.log(
    JSON.stringify({
      app: config.port,
      reference: typeof address === "object" && address ? address.port : 0,
    }),
  );

  /**
   * The bench's control line: `figures` answers the product index's figures and the stock mirror's; `reprice <id> <pence>`
   * changes a product's price in the database (as the ERP feed would) and answers once it is written;
   * `restock <id> <branch> <quantity>` does the same for its stock at a branch;
   * `cpu` answers the CPU time the shop's processes have used.
   */
  const commands = createInterface({ input: process.stdin });
  commands.on("line", async (line) => {
    const [command, ...args] = line.trim().split(/\s+/);
    try {
      if (command === "cpu") {
        console.log(JSON.stringify({ microseconds: await shop.cpu() }));
      } else if (command === "figures") {
        console.log(JSON.stringify(await shop.figures()));
      } else if (command === "reprice") {
        const [id, pence] = args.map(Number);
        await shop.database.rows(sql`update products set price_ex_vat = ${pence} where id = ${id}`);
        console.log(JSON.stringify({ repriced: id, at: Date.now() }));
      } else if (command === "restock") {
        const [id, branchId, quantity] = args.map(Number);
        await shop.database.rows(
          sql`update branch_stock set qty = ${quantity} where product_id = ${id} and branch_id = ${branchId}`,
        );
        console.log(JSON.stringify({ restocked: id, at: Date.now() }));
      } else console.log(JSON.stringify({ error: `unknown command ${command}` }));
    } catch (error) {
      console.log(JSON.stringify({ error: String(error) }));
    }
  });

  process.on("SIGTERM", async () => {
    await Promise.all([shop.close(), reference.close()]);
    process.exit(0);
  });
}

type BenchShop = {
  database: Database;
  cpu(): Promise<number>;
  figures(): Promise<unknown>;
  close(): Promise<unknown>;
};

async function oneProcess(): Promise<BenchShop> {
  const app = await buildApp(config);
  await app.listen({ host: config.host, port: config.port });
  return {
    database: app.database,
    cpu: async () => cpuMicroseconds(),
    figures: async () => figuresOf(app),
    close: () => app.close(),
  };
}

async function servingProcesses(): Promise<BenchShop> {
  const processes = await startShopProcesses(config, pino({ level: "warn" }));
  let asked = 0;
  const ask = (worker: ReturnType<typeof processes.workers>[number], command: Question["command"]) =>
    new Promise<unknown>((resolve) => {
      const id = ++asked;
      const hear = (reply: Reply) => {
        if (reply.type !== "bench-answer" || reply.id !== id) return;
        worker.off("message", hear);
        resolve(reply.answer);
      };
      worker.on("message", hear);
      worker.send({ type: "bench-question", id, command } satisfies Question);
    });
  return {
    database: processes.database,
    // This process's own (it hands out connections and, on PGlite, runs the database) and each serving process's.
    cpu: async () => {
      const answers = await Promise.all(processes.workers().map((worker) => ask(worker, "cpu")));
      return answers.reduce<number>(
        (sum, answer) => sum + (answer as { microseconds: number }).microseconds,
        cpuMicroseconds(),
      );
    },
    figures: () => ask(processes.workers()[0]!, "figures"),
    close: () => processes.stop(),
  };
}
