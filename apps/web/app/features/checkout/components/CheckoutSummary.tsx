import { useId } from "react";
import type { Basket } from "@merchant/contract";
import { formatPounds } from "@merchant/domain/money";
import { BasketTotals } from "~/ui/BasketTotals.tsx";
import { Price } from "~/ui/Price.tsx";

const itemsWord = (count: number) => (count === 1 ? "1 item" : `${count} items`);

/** The basket's lines as the order will take them: name, quantity and line total. */
function SummaryLines({ basket }: { basket: Basket }) {
  return (
    <ul aria-label="Items in your order" className="divide-y divide-line border-y border-line">
      {basket.lines.map((line) => (
        <li key={line.lineId} className="flex justify-between gap-3 py-2 text-sm">
          <span className="min-w-0">
            <span className="block font-semibold">{line.product.name}</span>
            <span className="text-muted">
              Qty {line.quantity}
              {line.clearance && " · Clearance"}
            </span>
          </span>
          <Price price={line.lineTotal} className="shrink-0 [&>span:first-child]:text-base" />
        </li>
      ))}
    </ul>
  );
}

/** Products, delivery, VAT and the total to pay; ex VAT above the VAT line so it adds up (as the basket's summary). */
function SummaryTotals({ basket }: { basket: Basket }) {
  const { totals, fulfilment } = basket;
  const delivery =
    fulfilment === "collection"
      ? "Free"
      : totals.delivery === null
        ? "To be confirmed"
        : formatPounds(totals.delivery.exVat);
  return (
    <BasketTotals
      totals={totals}
      deliveryLabel={fulfilment === "delivery" ? "Delivery (ex VAT)" : "Collection"}
      delivery={delivery}
      totalLabel="Total to pay"
    />
  );
}

/** The main summary beside the form on wide screens (spec/2 §2 'summary blocks (mobile and main)'). */
export function CheckoutSummary({ basket }: { basket: Basket }) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-lg border border-line bg-surface p-4"
    >
      <h2 id={headingId} className="text-lg font-bold">
        Order summary
      </h2>
      {basket.branch && <p className="-mt-2 text-sm text-muted">Prices at {basket.branch.name}</p>}
      <SummaryLines basket={basket} />
      <SummaryTotals basket={basket} />
    </section>
  );
}

/** On a phone, the total first, with the lines and figures a tap away, above the form. */
export function MobileCheckoutSummary({ basket }: { basket: Basket }) {
  return (
    <details className="group rounded-lg border border-line bg-surface md:hidden">
      <summary className="flex min-h-11 cursor-pointer items-center justify-between gap-4 p-3">
        <span>
          <span className="block text-sm">
            Order summary, {itemsWord(basket.itemCount)}{" "}
            <span className="text-muted group-open:hidden">(show)</span>
          </span>
        </span>
        <span className="text-lg font-bold tabular-nums">{formatPounds(basket.totals.grandTotal)}</span>
      </summary>
      <div className="flex flex-col gap-3 border-t border-line p-3">
        <SummaryLines basket={basket} />
        <SummaryTotals basket={basket} />
      </div>
    </details>
  );
}
