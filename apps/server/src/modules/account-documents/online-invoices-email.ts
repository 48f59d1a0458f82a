/**
 * The email asking a branch's accounts team to send a trade account's invoices online (spec/1 §4
 * online-invoice activation; decision 118), in plain text and HTML, reply-to the customer.
 */
import type { TradeAccount } from "@merchant/contract";
import type { OutgoingEmail } from "../mail/index.ts";
import type { AccountHolder } from "../accounts/index.ts";
import type { AccountsContact } from "./store.ts";

export const ONLINE_INVOICES_EMAIL_KIND = "online-invoices-request";

const LONDON_TIME = new Intl.DateTimeFormat("en-GB", {
  dateStyle: "short",
  timeStyle: "short",
  timeZone: "Europe/London",
});

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!,
  );

export function onlineInvoicesEmail(
  holder: Pick<AccountHolder, "name" | "email">,
  account: Pick<TradeAccount, "accNumber" | "name" | "erpFriendly">,
  contact: AccountsContact,
  requestedAt: Date,
): OutgoingEmail {
  const facts: [string, string][] = [
    ["Customer", `${holder.name} (${holder.email})`],
    ["Account", `${account.accNumber}, ${account.name} (${account.erpFriendly})`],
    ["Branch", `${contact.brandName} ${contact.branchName}`],
    ["Asked", LONDON_TIME.format(requestedAt)],
  ];
  const intro =
    "A customer asks that the invoices of their trade account be sent to them online from now on.";
  const close = `Please set up online invoices for the account in ${account.erpFriendly}, then reply to the customer to confirm.`;
  return {
    kind: ONLINE_INVOICES_EMAIL_KIND,
    to: contact.email,
    replyTo: holder.email,
    subject: `Online invoices request: account ${account.accNumber}`,
    text: [intro, "", ...facts.map(([name, value]) => `${name}: ${value}`), "", close].join("\n"),
    html: [
      `<p>${escapeHtml(intro)}</p>`,
      "<table>",
      ...facts.map(
        ([name, value]) => `<tr><th align="left">${escapeHtml(name)}</th><td>${escapeHtml(value)}</td></tr>`,
      ),
      "</table>",
      `<p>${escapeHtml(close)}</p>`,
    ].join("\n"),
  };
}
