import { FileText } from "lucide-react";
import { Link } from "react-router";
import type { QuoteSummary } from "@merchant/contract";
import { londonShortDay } from "~/lib/london-day.ts";
import { buttonClass } from "~/ui/Button.tsx";
import { CardTable, cardRowClass } from "~/ui/CardTable.tsx";
import { ExVatTotal, LineCount } from "~/ui/DocumentFigures.tsx";
import { cx } from "~/ui/cx.ts";
import { EmptyState } from "~/ui/EmptyState.tsx";
import { branchQuotationPath } from "../api.ts";

const COLUMNS = [
  { heading: "Quote" },
  { heading: "Status" },
  { heading: "Branch" },
  { heading: "Lines" },
  { heading: "Total (ex VAT)", figure: true },
  { heading: "Next step", unseen: true },
];

/** "Valid until 24 Dec 2026", "Expired on 14 Nov 2026". */
function quoteStatusWords(quote: Pick<QuoteSummary, "status" | "expiresAt">): string {
  return `${quote.status === "valid" ? "Valid until" : "Expired on"} ${londonShortDay(quote.expiresAt)}`;
}

/**
 * The account's branch quotes (issue 14; spec/2 §2 page type account-branchquotes): each quote's
 * reference, whether it is still valid and until when, its branch, lines and total ex VAT (the
 * list knows no VAT rates), and the way to it on the branch quotation page: to add a valid quote to
 * the basket, or to ask for an expired one to be extended. Cards on a phone, a table from 640 px.
 */
export function AccountQuotes({ quotes }: { quotes: readonly QuoteSummary[] }) {
  if (quotes.length === 0)
    return (
      <EmptyState icon={FileText} title="You have no branch quotes." className="mt-6">
        <p className="max-w-md text-muted">
          Quotes a branch makes for this trade account are listed here, with the date each is valid until.
        </p>
      </EmptyState>
    );
  return (
    <CardTable caption="Your branch quotes, newest first" columns={COLUMNS} className="mt-6">
      {quotes.map((quote) => (
        <QuoteRow key={quote.reference} quote={quote} />
      ))}
    </CardTable>
  );
}

function QuoteRow({ quote }: { quote: QuoteSummary }) {
  const valid = quote.status === "valid";
  const nextStep = valid ? "Add to basket" : "Request extension";
  return (
    <tr className={cardRowClass}>
      <th scope="row" className="text-left font-semibold tabular-nums sm:py-3 sm:pr-4">
        {quote.reference}
      </th>
      <td className="text-right sm:py-3 sm:pr-4 sm:text-left">
        <span className={cx("text-sm font-semibold", valid ? "text-green-800" : "text-red-700")}>
          {quoteStatusWords(quote)}
        </span>
      </td>
      <td className="sm:py-3 sm:pr-4">{quote.branchName ?? "Branch no longer available"}</td>
      <td className="text-right sm:py-3 sm:pr-4 sm:text-left">
        <LineCount count={quote.lineCount} />
      </td>
      <td className="col-span-2 font-semibold tabular-nums sm:py-3 sm:pr-4 sm:text-right">
        <ExVatTotal pence={quote.totalExVat} />
      </td>
      <td className="col-span-2 pt-1 sm:py-3 sm:text-right">
        <Link
          to={branchQuotationPath(quote)}
          aria-label={`${nextStep} for quote ${quote.reference}`}
          className={buttonClass(valid ? "primary" : "secondary", "w-full sm:w-auto")}
        >
          {nextStep}
        </Link>
      </td>
    </tr>
  );
}
