/**
 * Database reporting's routes (issue 19; decision 150). The account area's (contract
 * accountToolRoutes: keys and widgets) act for the session's active trade account, so another
 * account's key cannot be named. The reporting API's (contract reportingRoutes) act for the
 * account of the key in `Authorization: Bearer <key>`, read no session and set no cookie; they are
 * GETs only, which the origin check and CSRF leave to the key; rate-limited per client.
 */
import {
  accountToolRoutes,
  REPORTING_KEY_SCHEME,
  reportedInvoiceSchema,
  reportedOrderSchema,
  reportedVanStockSchema,
  reportingRoutes,
  type ReportName,
} from "@merchant/contract";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { forbidden, unauthorised } from "../../lib/domain-errors.ts";
import { implement } from "../../lib/implement-route.ts";
import { perMinute } from "../../plugins/rate-limit.ts";
import { accountHolder, accountsFor } from "../accounts/index.ts";
import { toCsv } from "./csv.ts";
import { reportingFor } from "./index.ts";
import type { KeyAccount } from "./store.ts";

export const REPORTING_TRADE_ONLY = "Database reporting is for trade account holders.";
export const KEY_REFUSED = "A valid database reporting key is required: Authorization: Bearer <key>.";

/** Far above a nightly export's few calls, well below someone trying keys. */
export const REPORTS_PER_MINUTE = 60;

const COLUMNS: Record<ReportName, readonly string[]> = {
  orders: Object.keys(reportedOrderSchema.shape),
  invoices: Object.keys(reportedInvoiceSchema.shape),
  "van-stock": Object.keys(reportedVanStockSchema.shape),
};

/** The key of `Authorization: Bearer <key>`, or null. */
function bearerKey(request: FastifyRequest): string | null {
  const [scheme, key, ...rest] = (request.headers.authorization ?? "").trim().split(/\s+/);
  return scheme?.toLowerCase() === REPORTING_KEY_SCHEME.toLowerCase() && key && rest.length === 0
    ? key
    : null;
}

function wantsCsv(request: FastifyRequest, format: "json" | "csv" | undefined): boolean {
  if (format) return format === "csv";
  return (request.headers.accept ?? "").toLowerCase().includes("text/csv");
}

export async function reportingRoutesPlugin(app: FastifyInstance) {
  const reporting = reportingFor(app);
  const accounts = accountsFor(app);

  /** The signed-in user (401 otherwise) and their active trade account (403 without one); never cached. */
  async function activeAccount(request: FastifyRequest, reply: FastifyReply) {
    reply.header("cache-control", "no-store");
    const holder = await accountHolder(request);
    const account = await accounts.current(holder);
    if (!account) throw forbidden(REPORTING_TRADE_ONLY);
    return { userId: holder.id, account };
  }

  implement(app, accountToolRoutes.reportingKeys, async (request, reply) =>
    reporting.keys((await activeAccount(request, reply)).account),
  );

  implement(app, accountToolRoutes.createReportingKey, async (request, reply) => {
    const { userId, account } = await activeAccount(request, reply);
    return reply.status(201).send(await reporting.createKey(account, userId));
  });

  implement(app, accountToolRoutes.regenerateReportingKey, async (request, reply) =>
    reporting.regenerateKey((await activeAccount(request, reply)).account, request.params.keyId),
  );

  implement(app, accountToolRoutes.removeReportingKey, async (request, reply) => {
    await reporting.removeKey((await activeAccount(request, reply)).account, request.params.keyId);
    return reply.status(204).send();
  });

  implement(app, accountToolRoutes.reportWidget, async (request, reply) =>
    reporting.widget(
      (await activeAccount(request, reply)).account,
      request.params.widget,
      request.query.page,
    ),
  );

  const byKey = { config: { rateLimit: perMinute(REPORTS_PER_MINUTE) } };
  /** A report of the key's account, as JSON or CSV; 401 without a live key. */
  const report =
    <T extends Record<string, unknown>>(name: ReportName, read: (account: KeyAccount) => Promise<T[]>) =>
    async (
      request: FastifyRequest & { query: { format?: "json" | "csv" | undefined } },
      reply: FastifyReply,
    ) => {
      reply.header("cache-control", "no-store").header("vary", "Accept, Authorization");
      const key = bearerKey(request);
      const account = key === null ? undefined : await reporting.accountOfKey(key);
      if (!account) {
        reply.header("www-authenticate", `${REPORTING_KEY_SCHEME} realm="reporting"`);
        throw unauthorised(KEY_REFUSED);
      }
      const rows = await read(account);
      if (!wantsCsv(request, request.query.format))
        return { account: { accNumber: account.accNumber, name: account.name }, rows };
      return reply
        .type("text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="${account.accNumber}-${name}.csv"`)
        .send(toCsv(COLUMNS[name], rows));
    };
  implement(app, reportingRoutes.reportedOrders, report("orders", reporting.orders), byKey);
  implement(app, reportingRoutes.reportedInvoices, report("invoices", reporting.invoices), byKey);
  implement(app, reportingRoutes.reportedVanStock, report("van-stock", reporting.vanStock), byKey);
}
