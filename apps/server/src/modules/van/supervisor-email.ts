/**
 * spec/3 §4, §6: a void order over the operator's limit is emailed to their supervisor for
 * authorisation (decision 153). Plain text: the supervisor reads it on a phone as often as not.
 */
import { formatPounds } from "@merchant/domain/money";
import type { OutgoingEmail } from "../mail/index.ts";
import type { AppBasketLineRow, StoreRow } from "./basket-store.ts";

export type SupervisorEmailFacts = {
  to: string;
  operatorName: string;
  van: { registration: string; accountName: string };
  orderNumber: string;
  store: StoreRow;
  lines: readonly AppBasketLineRow[];
  totalExVat: number;
  limitExVat: number;
};

export function supervisorEmail(facts: SupervisorEmailFacts): OutgoingEmail {
  const { operatorName, van, orderNumber, store, lines } = facts;
  const lineText = lines.map(
    (line) => `${line.quantity} x ${line.name} (${line.partNumber}) at ${formatPounds(line.unitPriceExVat)}`,
  );
  return {
    kind: "void-order-authorisation",
    to: facts.to,
    subject: `Void order ${orderNumber} needs your authorisation`,
    text: [
      `${operatorName} has placed void order ${orderNumber} for van ${van.registration} (${van.accountName}) at ${store.name}.`,
      `Its total of ${formatPounds(facts.totalExVat)} ex VAT is over the order limit of ${formatPounds(facts.limitExVat)}.`,
      "The branch holds it until you authorise it.",
      "",
      ...lineText,
    ].join("\n"),
  };
}
