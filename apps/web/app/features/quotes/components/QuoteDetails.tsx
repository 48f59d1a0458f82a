import type { Quote } from "@merchant/contract";
import { AxReferenceFacts } from "~/ui/FactList.tsx";
import { Price } from "~/ui/Price.tsx";

const DAY = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "Europe/London",
});

/** A quote as the branch made it: who, where, until when, and its lines at the quoted prices. */
export function QuoteDetails({ quote, expired }: { quote: Quote; expired: boolean }) {
  return (
    <section aria-labelledby="quote-heading" className="rounded-md border border-line bg-white p-4">
      <h2 id="quote-heading" className="text-xl font-bold text-ink">
        Quote {quote.reference}
      </h2>
      <p className="mt-1 text-sm text-muted">
        {quote.branch ? `From ${quote.branch.name}, ` : ""}by {quote.staffName} ({quote.staffEmail}).{" "}
        {expired ? "Expired" : "Valid until"} {DAY.format(new Date(quote.expiresAt))}.
        {quote.deliveryPostcode ? ` Delivery to ${quote.deliveryPostcode}.` : ""}
      </p>
      {quote.ax && (
        <div className="mt-3">
          <AxReferenceFacts ax={quote.ax} numberLabel="Quotation number" />
        </div>
      )}
      <ul className="mt-4 divide-y divide-line">
        {quote.lines.map((line) => (
          <li key={line.partNumber} className="flex flex-wrap items-baseline justify-between gap-2 py-3">
            <span className="min-w-0 flex-1">
              <span className="block font-semibold text-ink">{line.name ?? line.partNumber}</span>
              <span className="text-sm text-muted">
                Part {line.partNumber} · quantity {line.quantity}
              </span>
            </span>
            <span className="flex flex-col items-end">
              <Price price={line.price} />
              <span className="text-sm text-muted">each, as quoted</span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
