/** Account document routes of the contract: online invoices, statements and the document-click log. */
import { accountDocumentRoutes as contract } from "@merchant/contract";
import type { FastifyInstance } from "fastify";
import { implement } from "../../lib/implement-route.ts";
import { perMinute } from "../../plugins/rate-limit.ts";
import { accountHolder } from "../accounts/index.ts";
import { branchInForce, shopperFulfilment } from "../fulfilment/index.ts";
import { accountDocumentsFor } from "./index.ts";

/** Each request may email a branch: a few a minute per client is plenty for a person. */
const ONLINE_INVOICE_REQUESTS_PER_MINUTE = 5;
/** A click on every document link a person opens, however quickly: generous, yet no flood of rows. */
const DOCUMENT_CLICKS_PER_MINUTE = 120;

export async function accountDocumentRoutesPlugin(app: FastifyInstance) {
  const documents = accountDocumentsFor(app);

  implement(app, contract.onlineInvoiceRequests, async (request, reply) => {
    reply.header("cache-control", "no-store");
    return { requests: await documents.onlineInvoiceRequests(await accountHolder(request)) };
  });

  implement(
    app,
    contract.requestOnlineInvoices,
    async (request, reply) => {
      const holder = await accountHolder(request);
      const sessionBranchId = branchInForce(await shopperFulfilment(request));
      const sent = await documents.requestOnlineInvoices(holder, request.body.accountId, sessionBranchId);
      return reply.status(202).send(sent);
    },
    { config: { rateLimit: perMinute(ONLINE_INVOICE_REQUESTS_PER_MINUTE) } },
  );

  implement(app, contract.accountStatement, async (request, reply) => {
    reply.header("cache-control", "no-store");
    return documents.statement(await accountHolder(request), request.params.accountId, new Date());
  });

  implement(
    app,
    contract.logDocumentClick,
    async (request, reply) => {
      const { type, accountId } = request.body;
      await documents.logDocumentClick(await accountHolder(request), type, accountId);
      return reply.status(204).send();
    },
    { config: { rateLimit: perMinute(DOCUMENT_CLICKS_PER_MINUTE) } },
  );
}
