/**
 * The request to extend an expired quote (spec/2 §7 Sendexpiredquotetobasketemail): one email to
 * the branch and one to the staff member who made the quote, queued together in the outbox, each
 * answering to the customer.
 */
import type { Database } from "../../db/client.ts";
import { queueEmail } from "../mail/index.ts";
import type { ExtensionRequests } from "./service.ts";

export function extensionEmails(database: Database): ExtensionRequests {
  return async (quote, customerEmail) => {
    const text = [
      `${customerEmail} asks for quote ${quote.reference} to be extended.`,
      `It expired on ${quote.expiresAt.toISOString().slice(0, 10)}.`,
      `Made by ${quote.staffName}${quote.branch ? ` at ${quote.branch.name} (${quote.branch.code})` : ""}.`,
      "",
      ...quote.lines.map(
        (line) => `${line.quantity} × ${line.partNumber}${line.name ? ` ${line.name}` : ""}`,
      ),
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
