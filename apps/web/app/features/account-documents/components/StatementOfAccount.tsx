import { Printer } from "lucide-react";
import { Link } from "react-router";
import type { AccountStatement } from "@merchant/contract";
import { londonDay } from "@merchant/domain/account-documents";
import { formatPounds } from "@merchant/domain/money";
import { Button, buttonClass } from "~/ui/Button.tsx";
import { cx } from "~/ui/cx.ts";

/** A balance below zero is money the customer has with us, not owed. */
const balanceText = (pence: number) =>
  pence < 0 ? `${formatPounds(-pence)} in credit` : formatPounds(pence);

/**
 * Printed, the statement is the page: the shop's header, navigation and footer are left out.
 * (The rest of the page is hidden and the statement set at the top of the sheet.)
 */
const PRINT_STYLE = `@media print {
  body:has([data-printable-document]) { visibility: hidden; }
  [data-printable-document] { visibility: visible; position: absolute; inset: 0 0 auto 0; }
}`;

/**
 * The statement of a trade account (spec/1 §2 account pages: a document the account area links
 * to): its number, name, ERP and credit figures in pounds on the day it was read, under the
 * shop's name, ready to print.
 */
export function StatementOfAccount({
  statement,
  shopName,
}: {
  statement: AccountStatement;
  shopName?: string;
}) {
  const { account, asOf } = statement;
  const rows: [string, string][] = [
    ["Account number", account.accNumber],
    ["Account name", account.name],
    ["ERP", account.erpFriendly],
    ["Credit limit", formatPounds(account.creditLimit)],
    ["Balance", balanceText(account.balance)],
    ["Credit remaining", formatPounds(account.creditRemaining)],
  ];
  const overLimit = account.creditRemaining < 0;
  return (
    <article
      data-printable-document
      aria-labelledby="statement-heading"
      className="mx-auto flex w-full max-w-3xl flex-col gap-6 bg-white px-4 py-8 text-ink md:py-12 print:max-w-none print:p-0"
    >
      <style>{PRINT_STYLE}</style>
      <header className="flex flex-col gap-1 border-b-2 border-ink pb-4">
        {shopName && <p className="text-sm font-semibold tracking-wide text-muted uppercase">{shopName}</p>}
        <h1 id="statement-heading" className="text-3xl font-bold">
          Statement of account
        </h1>
        <p className="text-lg font-semibold break-words">{account.name}</p>
        <p>
          Date: <time dateTime={asOf}>{londonDay(Date.parse(asOf))}</time>
        </p>
      </header>
      <dl className="grid grid-cols-1 sm:grid-cols-[max-content_1fr]">
        {rows.map(([name, value]) => (
          <div
            key={name}
            className={cx(
              "flex justify-between gap-4 border-b border-line py-2 sm:contents",
              name === "Credit remaining" && overLimit && "font-bold text-red-700",
            )}
          >
            <dt className="font-semibold sm:border-b sm:border-line sm:py-2">{name}</dt>
            <dd className="text-right tabular-nums break-words sm:border-b sm:border-line sm:py-2 sm:pl-8 sm:text-left">
              {value}
            </dd>
          </div>
        ))}
      </dl>
      {overLimit && <p className="font-bold text-red-700">This account is over its credit limit.</p>}
      <div className="flex flex-wrap gap-3 print:hidden">
        <Button onClick={() => window.print()}>
          <Printer aria-hidden="true" className="size-5" />
          Print
        </Button>
        <Link to="/account" className={buttonClass("secondary")}>
          Back to your account
        </Link>
      </div>
    </article>
  );
}
