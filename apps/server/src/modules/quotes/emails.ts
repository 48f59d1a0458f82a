/**
 * The quotes module's emails, queued in the outbox: the request to extend an expired quote, and a
 * quote sent to the customer it was made for with the link that opens it.
 */
import type { Database } from "../../db/client.ts";
import { formatPounds } from "@merchant/domain/money";
import { queueEmail } from "../mail/index.ts";
import type { CustomerCopies, ExtensionRequests } from "./service.ts";
import type { ErpQuote } from "./store.ts";

const DAY = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "Europe/London",
});

/** A quote's lines, one per line of text: quantity, part number, and the catalogue's name when it has one. */
const linesOf = (quote: ErpQuote, priced: boolean) =>
  quote.lines.map(
    (line) =>
      `${line.quantity} × ${line.partNumber}${line.name ? ` ${line.name}` : ""}` +
      (priced ? ` at ${formatPounds(line.priceExVat)} each ex VAT` : ""),
  );

/**
 * The request to extend an expired quote (spec/2 §7 Sendexpiredquotetobasketemail): one email to
 * the branch and one to the staff member who made the quote, queued together, each answering to
 * the customer.
 */
export function extensionEmails(database: Database): ExtensionRequests {
  return async (quote, customerEmail) => {
    const text = [
      `${customerEmail} asks for quote ${quote.reference} to be extended.`,
      `It expired on ${quote.expiresAt.toISOString().slice(0, 10)}.`,
      `Made by ${quote.staffName}${quote.branch ? ` at ${quote.branch.name} (${quote.branch.code})` : ""}.`,
      "",
      ...linesOf(quote, false),
    ].join("\n");
    const recipients = [quote.branch?.email, quote.staffEmail].filter(
      (address, at, all): address is string => !!address && all.indexOf(address) === at,
    );
    await database.db.transaction(async (tx) => {
      for (const to of recipients)
        await queueEmail(tx, {
          kind: "quote-extension",
          to,
          replyTo: customerEmail,
          subject: `Please extend quote ${quote.reference}`,
          text,
        });
    });
  };
}

/**
 * A quote sent to the address it was made for (never another), with the link that opens it on the
 * branch quotation page, checked at once, ready to add to the basket (spec/2 §2).
 */
export function customerCopies(database: Database): CustomerCopies {
  return async (quote, { origin, shopName }) => {
    const query = new URLSearchParams({ email: quote.customerEmail, quotation_ref: quote.reference });
    const link = `${origin}/branch-quotation?${query}`;
    await queueEmail(database.db, {
      kind: "quote-copy",
      to: quote.customerEmail,
      ...(quote.branch ? { replyTo: quote.branch.email } : {}),
      subject: `Your ${shopName} quote ${quote.reference}`,
      text: [
        `Quote ${quote.reference}${quote.branch ? ` from ${quote.branch.name}` : ""}, valid until ${DAY.format(quote.expiresAt)}.`,
        "",
        ...linesOf(quote, true),
        "",
        `Open your quote and add it to your basket: ${link}`,
      ].join("\n"),
    });
  };
}
