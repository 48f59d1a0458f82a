/**
 * Account and invoice payments (issue 12; spec/1 §4, §5 Payments, §7, §8): for the session's active
 * trade account, its open invoices and payment limits, the invoices the user ticks (kept here until
 * paid or cleared), their total as the ERP confirms them, and card payments of an amount off the
 * balance or of the ticked invoices in full. The card is charged first; only an authorised charge
 * changes anything, and it changes everything at once: the payment, the invoices, the balance and
 * the ticks commit in one transaction. A payment's idempotency key makes a retry the same payment
 * (decision 126).
 */
import type {
  AccountPaymentBody,
  AccountPayments,
  InvoiceAmountReplyBody,
  InvoicePaymentBody,
  PaymentCard,
  PaymentReceipt,
} from "@merchant/contract";
import {
  londonDateOf,
  normaliseCardNumber,
  validateNewCard,
  type YearMonth,
} from "@merchant/domain/checkout";
import {
  accountPaymentLimits,
  checkAccountPayment,
  checkInvoicePaymentTotal,
  checkSinglePayment,
  INVOICE_ALREADY_PAID,
  INVOICE_NOT_FOUND_STATUS,
  INVOICE_SELECTION_CHANGED,
  NO_SUCH_INVOICE,
  PAYMENT_KEY_USED,
  PAYMENT_SERVICE_UNAVAILABLE,
  paymentReference,
  paymentRefusalMessage,
  PAYMENTS_TRADE_ACCOUNTS_ONLY,
} from "@merchant/domain/payments";
import { CARD_CHECK_FAILED } from "@merchant/domain/orders";
import { fillMessage } from "@merchant/domain/shared";
import type { TradeAccount } from "@merchant/contract";
import {
  CardEntryNotAcceptedError,
  PaymentGatewayUnavailableError,
  type CardInput,
  type ChargeResult,
  type PaymentGateway,
} from "../../adapters/payments/index.ts";
import type { Database } from "../../db/client.ts";
import { conflict, forbidden, invalid, notFound, unavailable } from "../../lib/domain-errors.ts";
import { inTransaction } from "../../lib/in-transaction.ts";
import { reduceBalance, type AccountHolder } from "../accounts/index.ts";
import type { AccountPaymentsStore, InvoiceRow, NewPayment, PaymentRow } from "./store.ts";

type PaymentKind = "account" | "invoices";

/** The card was not charged: the bank's refusal (or a check we cannot run), in words. 402 over HTTP. */
export class PaymentRefused extends Error {
  override readonly name = "PaymentRefused";
  constructor(readonly reason: string) {
    super(paymentRefusalMessage(reason));
  }
}

/** A payment taken now (`created`), or the one an earlier request with the same key took. */
export type PaymentOutcome = { receipt: PaymentReceipt; created: boolean };

type Accounts = { current(holder: AccountHolder): Promise<TradeAccount | null> };

/** What a charge is for, decided before the card is charged. */
type Charge = {
  kind: PaymentKind;
  amountPence: number;
  description: string;
  invoiceAmounts: { invoiceId: number; amountPence: number }[] | null;
};

/**
 * The new-card rules of the checkout (spec/1 §5 Checkout), keyed by the body's field names. A card
 * token from the gateway's own card field (Stripe's) is judged by the gateway alone.
 */
function cardErrors(card: PaymentCard, today: YearMonth): Record<string, string> {
  if (card.Token) return {};
  const errors = validateNewCard(
    {
      CardExisting: "0",
      CardNumber: card.CardNumber,
      CardTypeID: card.CardTypeID ?? "",
      SecurityNumber: card.SecurityNumber,
      EndM: card.EndM,
      EndY: card.EndY,
      StartM: card.StartM ?? "",
      StartY: card.StartY ?? "",
      FullName: card.FullName,
    },
    today,
  );
  return Object.fromEntries(Object.entries(errors).map(([field, message]) => [`card.${field}`, message]));
}

/** As the API words any bad input: "card.CardNumber invalid card number; …". */
function refusalOf(fields: Record<string, string>) {
  const message = Object.entries(fields)
    .map(([name, problem]) => `${name} ${problem.charAt(0).toLowerCase()}${problem.slice(1)}`)
    .join("; ");
  return invalid(message, fields);
}

/** The card as the gateway takes it: the token its own card field made, or the typed card (the sandbox's). */
const cardInputOf = (card: PaymentCard): CardInput =>
  card.Token
    ? { kind: "token", token: card.Token }
    : {
        kind: "new",
        number: normaliseCardNumber(card.CardNumber ?? ""),
        securityCode: (card.SecurityNumber ?? "").trim(),
        expMonth: Number(card.EndM),
        expYear: Number(card.EndY),
        holderName: (card.FullName ?? "").trim(),
        save: false,
      };

const sum = (rows: readonly InvoiceRow[]) => rows.reduce((total, row) => total + row.outstandingPence, 0);

/** A statement line has room for a few invoice numbers; the receipt lists them all. */
function invoicesDescription(rows: readonly InvoiceRow[]): string {
  const numbers = rows.map((row) => row.invoiceNumber).join(", ");
  return `Invoices ${numbers.length > 180 ? `${numbers.slice(0, 177)}...` : numbers}`;
}

export function createAccountPaymentsService(deps: {
  database: Database;
  store: AccountPaymentsStore;
  gateway: PaymentGateway;
  accounts: Accounts;
  /** The current instant; the clock stays out of the rules. */
  now?: () => Date;
}) {
  const { database, store, gateway, accounts } = deps;
  const now = deps.now ?? (() => new Date());

  /** The session's active trade account; 403 for a user who holds none. */
  async function activeAccount(holder: AccountHolder): Promise<TradeAccount> {
    const account = await accounts.current(holder);
    if (!account) throw forbidden(PAYMENTS_TRADE_ACCOUNTS_ONLY);
    return account;
  }

  async function openInvoiceOf(account: TradeAccount, invoiceId: number): Promise<InvoiceRow> {
    const invoice = await store.invoiceOf(account.id, invoiceId);
    if (!invoice) throw notFound(NO_SUCH_INVOICE);
    return invoice;
  }

  /**
   * The ERP's word on each ticked invoice (spec/1 §7 invoicePostCheck). The demo ERP is the
   * invoices table: an invoice it does not confirm, or one paid since it was ticked, is 'Not found'
   * and its tick goes.
   */
  async function checkedSelection(account: TradeAccount, userId: number) {
    const ticked = await store.selectedInvoices(account.id, userId);
    const confirmed = ticked.filter((invoice) => invoice.erpConfirms && invoice.outstandingPence > 0);
    const notFound = ticked.filter((invoice) => !confirmed.includes(invoice));
    await store.unselect(
      userId,
      notFound.map((invoice) => invoice.id),
    );
    return { ticked, confirmed, notFound };
  }

  async function receiptFor(
    payment: PaymentRow,
    account: TradeAccount,
    balance: number,
  ): Promise<PaymentReceipt> {
    const numbers = await store.invoiceNumbers(
      (payment.invoiceAmounts ?? []).map((entry) => entry.invoiceId),
    );
    return {
      payment: {
        reference: paymentReference(payment.id),
        kind: payment.kind as PaymentKind,
        amountPence: payment.amountPence,
        card: {
          brand: payment.cardBrand ?? "Card",
          last4: payment.cardLast4 ?? "",
          expMonth: payment.cardExpMonth ?? 0,
          expYear: payment.cardExpYear ?? 0,
        },
        paidAt: payment.createdAt.toISOString(),
        invoices: (payment.invoiceAmounts ?? []).map((entry) => ({
          id: entry.invoiceId,
          invoiceNumber: numbers.get(entry.invoiceId) ?? "",
          amountPence: entry.amountPence,
        })),
      },
      account: { id: account.id, accNumber: account.accNumber, name: account.name, balance },
    };
  }

  /**
   * A key already used: the same user paying the same way from the same account gets that
   * payment's answer again (its receipt, or its refusal); anything else is a key misused.
   */
  async function replay(
    earlier: PaymentRow,
    holder: AccountHolder,
    account: TradeAccount,
    kind: PaymentKind,
    amountPence: number,
  ): Promise<PaymentOutcome> {
    const same =
      earlier.userId === holder.id &&
      earlier.tradeAccountId === account.id &&
      earlier.kind === kind &&
      earlier.amountPence === amountPence;
    if (!same) throw conflict(PAYMENT_KEY_USED, { idempotencyKey: PAYMENT_KEY_USED });
    if (earlier.status !== "authorised") throw new PaymentRefused(earlier.declineReason ?? "declined");
    return { receipt: await receiptFor(earlier, account, account.balance), created: false };
  }

  /** Charges the card, then records what happened; only an authorised charge settles anything. */
  async function take(
    holder: AccountHolder,
    account: TradeAccount,
    charge: Charge,
    card: PaymentCard,
    idempotencyKey: string,
  ): Promise<PaymentOutcome> {
    let result: ChargeResult;
    try {
      result = await gateway.charge({
        amountPence: charge.amountPence,
        description: charge.description,
        idempotencyKey,
        card: cardInputOf(card),
      });
    } catch (error) {
      // Nothing is known to be charged: a retry with the same key asks the gateway again.
      if (error instanceof PaymentGatewayUnavailableError)
        throw unavailable(PAYMENT_SERVICE_UNAVAILABLE, error);
      // A typed number where the gateway takes cards only through its own field: nothing was sent.
      if (error instanceof CardEntryNotAcceptedError)
        throw refusalOf({ "card.CardNumber": CARD_CHECK_FAILED });
      throw error;
    }

    const base: NewPayment = {
      idempotencyKey,
      kind: charge.kind,
      tradeAccountId: account.id,
      userId: holder.id,
      gateway: gateway.name,
      gatewayReference: result.reference,
      status: "authorised",
      amountPence: charge.amountPence,
      cardBrand: result.card?.brand ?? null,
      cardLast4: result.card?.last4 ?? null,
      cardExpMonth: result.card?.expMonth ?? null,
      cardExpYear: result.card?.expYear ?? null,
      invoiceAmounts: charge.invoiceAmounts,
      declineReason: null,
    };

    if (result.status !== "authorised") {
      // 3-D Secure is not offered on account payments yet: the charge is left unconfirmed, never taken.
      const reason = result.status === "declined" ? result.reason : "requires_action";
      const recorded = await inTransaction(database, (tx) =>
        store.recordPayment(tx, {
          ...base,
          status: result.status === "declined" ? "declined" : "failed",
          declineReason: reason,
        }),
      );
      if (!recorded) {
        const earlier = await store.paymentByKey(idempotencyKey);
        if (earlier) return replay(earlier, holder, account, charge.kind, charge.amountPence);
      }
      throw new PaymentRefused(reason);
    }

    const settled = await inTransaction(database, async (tx) => {
      const payment = await store.recordPayment(tx, base);
      // A retry with the same key recorded it first: nothing more to settle.
      if (!payment) return null;
      const paid = charge.invoiceAmounts ?? [];
      await store.settleInvoices(tx, paid);
      await store.clearTicksOn(
        tx,
        paid.map((entry) => entry.invoiceId),
      );
      const balance = await reduceBalance(tx, account.id, charge.amountPence);
      return { payment, balance };
    });
    if (!settled) {
      const earlier = await store.paymentByKey(idempotencyKey);
      if (!earlier) throw new Error(`Payment ${idempotencyKey} was neither recorded nor found`);
      return replay(earlier, holder, account, charge.kind, charge.amountPence);
    }
    return { receipt: await receiptFor(settled.payment, account, settled.balance), created: true };
  }

  /** The London year and month, against which a card's expiry and start are judged. */
  function thisMonth(): YearMonth {
    const { year, month } = londonDateOf(now().getTime());
    return { year, month };
  }

  function refuseBadCard(card: PaymentCard): void {
    const errors = cardErrors(card, thisMonth());
    if (Object.keys(errors).length > 0) throw refusalOf(errors);
  }

  /**
   * A payment's card checked before anything else, and the answer of an earlier try with the same
   * idempotency key when there was one (the same payment answered again): null for a new one.
   */
  async function earlierAnswer(
    holder: AccountHolder,
    account: TradeAccount,
    { card, idempotencyKey }: { card: PaymentCard; idempotencyKey: string },
    kind: PaymentKind,
    amountPence: number,
  ): Promise<PaymentOutcome | null> {
    refuseBadCard(card);
    const earlier = await store.paymentByKey(idempotencyKey);
    return earlier ? replay(earlier, holder, account, kind, amountPence) : null;
  }

  return {
    /** spec/1 §2 account payment screen: the balance, the single payment's limits, the open invoices. */
    /** (How the page takes the card, `gateway`, is the payments module's, added by the route.) */
    async overview(holder: AccountHolder): Promise<Omit<AccountPayments, "gateway">> {
      const account = await activeAccount(holder);
      return {
        account: {
          id: account.id,
          accNumber: account.accNumber,
          name: account.name,
          balance: account.balance,
        },
        limits: accountPaymentLimits(account.balance),
        invoices: await store.openInvoices(account.id, holder.id).then((rows) =>
          rows.map((row) => ({
            id: row.id,
            invoiceNumber: row.invoiceNumber,
            issuedOn: row.issuedOn,
            dueOn: row.dueOn,
            amountPence: row.amountPence,
            outstandingPence: row.outstandingPence,
            selected: row.selected,
          })),
        ),
      };
    },

    async select(holder: AccountHolder, invoiceId: number): Promise<void> {
      const invoice = await openInvoiceOf(await activeAccount(holder), invoiceId);
      if (invoice.outstandingPence === 0) {
        throw conflict(fillMessage(INVOICE_ALREADY_PAID, { invoiceNumber: invoice.invoiceNumber }));
      }
      await store.select(holder.id, invoice.id);
    },

    async unselect(holder: AccountHolder, invoiceId: number): Promise<void> {
      const invoice = await openInvoiceOf(await activeAccount(holder), invoiceId);
      await store.unselect(holder.id, [invoice.id]);
    },

    async clear(holder: AccountHolder): Promise<void> {
      await activeAccount(holder);
      await store.clear(holder.id);
    },

    /** spec/1 §7 InvoicePaymentAmount: the confirmed total, each ticked invoice's check, 'Not found' unticked. */
    async confirmSelection(holder: AccountHolder): Promise<InvoiceAmountReplyBody> {
      const account = await activeAccount(holder);
      const { ticked, confirmed } = await checkedSelection(account, holder.id);
      return {
        reply: sum(confirmed),
        invoices: confirmed.map(({ id, invoiceNumber, outstandingPence }) => ({
          id,
          invoiceNumber,
          outstandingPence,
        })),
        invoicePostCheck: Object.fromEntries(
          ticked.map((invoice) => [
            String(invoice.id),
            { status: confirmed.includes(invoice) ? ("ok" as const) : INVOICE_NOT_FOUND_STATUS },
          ]),
        ),
      };
    },

    /** spec/1 §5 Payments, account payment: an amount off the balance, within the limits. */
    async payOnAccount(holder: AccountHolder, body: AccountPaymentBody): Promise<PaymentOutcome> {
      const account = await activeAccount(holder);
      const amountPence = Number(body.amountPence);
      const earlier = await earlierAnswer(holder, account, body, "account", amountPence);
      if (earlier) return earlier;

      const single = checkSinglePayment(amountPence);
      if (!single.ok) throw invalid(single.message, { amountPence: single.message });
      const within = checkAccountPayment(amountPence, accountPaymentLimits(account.balance));
      if (!within.ok) throw invalid(within.message, { amountPence: within.message });
      return take(
        holder,
        account,
        {
          kind: "account",
          amountPence,
          description: `Payment on account ${account.accNumber}`,
          invoiceAmounts: null,
        },
        body.card,
        body.idempotencyKey,
      );
    },

    /** spec/1 §5 Payments, invoice payment: the ticked invoices the ERP confirms, each paid in full. */
    async payInvoices(holder: AccountHolder, body: InvoicePaymentBody): Promise<PaymentOutcome> {
      const account = await activeAccount(holder);
      const totalPence = Number(body.totalPence);
      const earlier = await earlierAnswer(holder, account, body, "invoices", totalPence);
      if (earlier) return earlier;

      const { confirmed } = await checkedSelection(account, holder.id);
      const total = checkInvoicePaymentTotal(sum(confirmed));
      if (!total.ok) throw conflict(total.message);
      if (total.value !== totalPence) {
        throw conflict(INVOICE_SELECTION_CHANGED, { totalPence: INVOICE_SELECTION_CHANGED });
      }
      return take(
        holder,
        account,
        {
          kind: "invoices",
          amountPence: total.value,
          description: invoicesDescription(confirmed),
          invoiceAmounts: confirmed.map((invoice) => ({
            invoiceId: invoice.id,
            amountPence: invoice.outstandingPence,
          })),
        },
        body.card,
        body.idempotencyKey,
      );
    },
  };
}

export type AccountPaymentsService = ReturnType<typeof createAccountPaymentsService>;
