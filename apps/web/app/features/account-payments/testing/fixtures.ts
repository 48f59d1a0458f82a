/** Replies of the account payment screen's calls, as the API gives them, for component tests. */
import type { AccountPayments, OpenInvoice, PaymentReceipt } from "@merchant/contract";

export const invoice = (id: number, outstandingPence: number, selected = false): OpenInvoice => ({
  id,
  invoiceNumber: `INV-CAR1001-${String(id).padStart(4, "0")}`,
  issuedOn: "2026-10-11",
  dueOn: "2026-11-10",
  amountPence: outstandingPence + 1_000,
  outstandingPence,
  selected,
});

export const overview = (
  invoices: OpenInvoice[] = [invoice(3, 165_240), invoice(4, 166_071), invoice(5, 73_485)],
): AccountPayments => ({
  account: { id: 11, accNumber: "CAR1001", name: "Carter Construction Ltd", balance: 843_210 },
  limits: { minPence: 100, maxPence: 843_210 },
  invoices,
  gateway: { name: "sandbox", publishableKey: null },
});

export const receipt = (
  fields: Partial<PaymentReceipt["payment"]> = {},
  balance = 818_135,
): PaymentReceipt => ({
  payment: {
    reference: "PAY-000007",
    kind: "account",
    amountPence: 25_075,
    card: { brand: "Visa", last4: "4242", expMonth: 8, expYear: 2029 },
    paidAt: "2026-11-25T10:15:00.000Z",
    invoices: [],
    ...fields,
  },
  account: { id: 11, accNumber: "CAR1001", name: "Carter Construction Ltd", balance },
});

/** A card the page's rules accept: the sandbox's approving Visa, expiring in the future. */
export const GOOD_CARD = {
  "Card number": "4242 4242 4242 4242",
  "Expiry month": "08",
  "Expiry year": String(new Date().getFullYear() + 3),
  "Security code": "737",
  "Name on card": "Sam Carter",
} as const;
