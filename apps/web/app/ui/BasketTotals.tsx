import type { ReactNode } from "react";
import type { Basket } from "@merchant/contract";
import { formatPounds } from "@merchant/domain/money";
import { cx } from "./cx.ts";

type Props = {
  totals: Basket["totals"];
  /** "Delivery (ex VAT)", "Collection". */
  deliveryLabel: string;
  /** The delivery line's value: the charge, "Free", or a way to give a postcode. */
  delivery: ReactNode;
  /** "Total (inc VAT)", "Total to pay". */
  totalLabel: string;
  className?: string;
};

/**
 * A basket's totals: the products and delivery ex VAT whatever the VAT choice, any discount, the
 * VAT and the grand total, so the VAT line adds up to the total beneath it.
 */
export function BasketTotals({ totals, deliveryLabel, delivery, totalLabel, className }: Props) {
  return (
    <dl className={cx("grid grid-cols-[1fr_auto] gap-y-2 tabular-nums [&>dd]:pl-4", className)}>
      <dt>Products (ex VAT)</dt>
      <dd className="text-right">{formatPounds(totals.products.exVat)}</dd>
      <dt>{deliveryLabel}</dt>
      <dd className="text-right">{delivery}</dd>
      {totals.couponDiscount > 0 && (
        <>
          <dt>Discount</dt>
          <dd className="text-right">-{formatPounds(totals.couponDiscount)}</dd>
        </>
      )}
      <dt>VAT</dt>
      <dd className="text-right">{formatPounds(totals.vat)}</dd>
      <dt className="border-t border-line pt-2 text-lg font-bold">{totalLabel}</dt>
      <dd className="border-t border-line pt-2 text-right text-lg font-bold">
        {formatPounds(totals.grandTotal)}
      </dd>
    </dl>
  );
}
