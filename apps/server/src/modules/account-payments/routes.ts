/**
 * Account payment routes of the contract (spec/1 §2 account payment screen, §7 InvoicePaymentAmount
 * and ClearSelectedInvoices): every call is about the session's active trade account; another
 * account's invoice cannot be named (404). A card the bank refuses is a 402 in the API's error
 * shape, its words saying why and that nothing was taken.
 */
import { accountPaymentRoutes as contract } from "@merchant/contract";
import type { FastifyInstance, FastifyReply } from "fastify";
import { implement } from "../../lib/implement-route.ts";
import { errorReply } from "../../plugins/http-error.ts";
import { perMinute } from "../../plugins/rate-limit.ts";
import { accountHolder } from "../accounts/index.ts";
import { cardEntryFor } from "../payments/index.ts";
import { accountPaymentsFor, PaymentRefused, type PaymentOutcome } from "./index.ts";

/** A person pays a few times at most; more is someone trying cards (decision 126). */
const PAYMENTS_PER_MINUTE = 10;
/** A tick, an untick and a total for every click on the invoice table, however quick. */
const SELECTION_CALLS_PER_MINUTE = 240;

const selectionLimit = { config: { rateLimit: perMinute(SELECTION_CALLS_PER_MINUTE) } };
const paymentLimit = { config: { rateLimit: perMinute(PAYMENTS_PER_MINUTE) } };

export async function accountPaymentRoutesPlugin(app: FastifyInstance) {
  const payments = accountPaymentsFor(app);

  /** 201 for a payment taken now, 200 for the same payment asked again, 402 for a refused card. */
  async function paid(reply: FastifyReply, pay: () => Promise<PaymentOutcome>) {
    reply.header("cache-control", "no-store");
    try {
      const { receipt, created } = await pay();
      return reply.status(created ? 201 : 200).send(receipt);
    } catch (error) {
      if (error instanceof PaymentRefused) {
        return reply.status(402).send(errorReply("payment_declined", error.message));
      }
      throw error;
    }
  }

  implement(app, contract.accountPayments, async (request, reply) => {
    reply.header("cache-control", "no-store");
    return { ...(await payments.overview(await accountHolder(request))), gateway: cardEntryFor(app) };
  });

  implement(
    app,
    contract.selectInvoice,
    async (request, reply) => {
      await payments.select(await accountHolder(request), request.params.invoiceId);
      return reply.status(204).send();
    },
    selectionLimit,
  );

  implement(
    app,
    contract.unselectInvoice,
    async (request, reply) => {
      await payments.unselect(await accountHolder(request), request.params.invoiceId);
      return reply.status(204).send();
    },
    selectionLimit,
  );

  implement(
    app,
    contract.clearInvoiceSelection,
    async (request, reply) => {
      await payments.clear(await accountHolder(request));
      return reply.status(204).send();
    },
    selectionLimit,
  );

  implement(
    app,
    contract.confirmInvoiceSelection,
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return payments.confirmSelection(await accountHolder(request));
    },
    selectionLimit,
  );

  implement(
    app,
    contract.payOnAccount,
    async (request, reply) => {
      const holder = await accountHolder(request);
      return paid(reply, () => payments.payOnAccount(holder, request.body));
    },
    paymentLimit,
  );

  implement(
    app,
    contract.payInvoices,
    async (request, reply) => {
      const holder = await accountHolder(request);
      return paid(reply, () => payments.payInvoices(holder, request.body));
    },
    paymentLimit,
  );
}
