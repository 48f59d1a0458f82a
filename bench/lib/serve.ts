/**
 * Runs in a child process, so the load generator does not share the server's thread: the shop's
 * app on BENCH_DATA_DIR or BENCH_DATABASE_URL (port BENCH_PORT, default 3301) and, beside it, a bare Fastify
 * hello-world route as the reference. Prints the two ports as one JSON line when both listen.
 */
import { createInterface } from "node:readline";
import { sql } from "drizzle-orm";
import Fastify from "fastify";
import { buildApp } from "../../apps/server/src/app.ts";
import { loadConfig } from "../../apps/server/src/config.ts";
import { fulfilmentFor } from "../../apps/server/src/modules/fulfilment/index.ts";
import { productIndexFor } from "../../apps/server/src/modules/product-index/index.ts";

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
  },
);
const app = await buildApp(config);
await app.listen({ host: config.host, port: config.port });

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
  JSON.stringify({ app: config.port, reference: typeof address === "object" && address ? address.port : 0 }),
);

/**
 * The bench's control line: `figures` answers the product index's figures and the stock mirror's; `reprice <id> <pence>`
 * changes a product's price in the database (as the ERP feed would) and answers once it is written;
 * `restock <id> <branch> <quantity>` does the same for its stock at a branch;
 * `cpu` answers the CPU time the process has used.
 */
const commands = createInterface({ input: process.stdin });
commands.on("line", async (line) => {
  const [command, ...args] = line.trim().split(/\s+/);
  try {
    if (command === "cpu") {
      // The process's CPU time so far (every thread: the app, its PGlite worker, the collector), in µs.
      const { user, system } = process.cpuUsage();
      console.log(JSON.stringify({ microseconds: user + system }));
    } else if (command === "figures") {
      console.log(
        JSON.stringify({
          ...productIndexFor(app).figures(),
          stockMirror: fulfilmentFor(app).stockMirror.figures(),
        }),
      );
    } else if (command === "reprice") {
      const [id, pence] = args.map(Number);
      await app.database.rows(sql`update products set price_ex_vat = ${pence} where id = ${id}`);
      console.log(JSON.stringify({ repriced: id, at: Date.now() }));
    } else if (command === "restock") {
      const [id, branchId, quantity] = args.map(Number);
      await app.database.rows(
        sql`update branch_stock set qty = ${quantity} where product_id = ${id} and branch_id = ${branchId}`,
      );
      console.log(JSON.stringify({ restocked: id, at: Date.now() }));
    } else console.log(JSON.stringify({ error: `unknown command ${command}` }));
  } catch (error) {
    console.log(JSON.stringify({ error: String(error) }));
  }
});

process.on("SIGTERM", async () => {
  await Promise.all([app.close(), reference.close()]);
  process.exit(0);
});
