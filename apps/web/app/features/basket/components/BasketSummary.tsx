import { Link } from "react-router";
import type { Basket } from "@merchant/contract";
import { formatPounds } from "@merchant/domain/money";
import { BasketTotals } from "~/ui/BasketTotals.tsx";
import { buttonClass } from "~/ui/Button.tsx";
import { cx } from "~/ui/cx.ts";

export const CHECKOUT_PATH = "/checkout";

type Props = {
  basket: Basket;
  /** Opens the store selector for a delivery postcode, when the delivery charge is not known yet. */
  onEnterPostcode: () => void;
  /** spec/2 §4: no Checkout button after 'Branch NOT Set', until a branch is set. */
  checkoutHidden?: boolean;
};

/**
 * The delivery line: free when collecting, the charge when delivering, and an invitation to give
 * a postcode while the charge cannot be worked out (no postcode yet, or no fulfilment chosen).
 */
function DeliveryValue({ basket, onEnterPostcode }: Omit<Props, "checkoutHidden">) {
  const { fulfilment, totals } = basket;
  if (fulfilment === "collection") return <>Free</>;
  if (fulfilment === "delivery" && totals.delivery !== null)
    return <>{formatPounds(totals.delivery.exVat)}</>;
  return (
    <button
      type="button"
      onClick={onEnterPostcode}
      className="font-semibold text-ink underline underline-offset-2"
    >
      Enter your postcode
    </button>
  );
}

/**
 * The basket's summary (spec/1 §2, spec/2 §2): products, delivery, VAT and the grand total.
 * The products and delivery are ex VAT whatever the VAT choice, so the VAT line adds up to the
 * total beneath it: a summary in inc VAT prices would count the VAT twice to the eye.
 */
export function BasketSummary({ basket, onEnterPostcode, checkoutHidden = false }: Props) {
  const { totals, branch } = basket;
  return (
    <section
      aria-labelledby="basket-summary-heading"
      className="rounded-lg border border-line bg-surface p-4"
    >
      <h2 id="basket-summary-heading" className="text-lg font-bold">
        Summary
      </h2>
      {branch && <p className="text-sm text-muted">Prices at {branch.name}</p>}
      <BasketTotals
        totals={totals}
        deliveryLabel="Delivery (ex VAT)"
        delivery={<DeliveryValue basket={basket} onEnterPostcode={onEnterPostcode} />}
        totalLabel="Total (inc VAT)"
        className="mt-3"
      />
      {!checkoutHidden && <CheckoutLink className="mt-4 w-full" />}
    </section>
  );
}

function CheckoutLink({ className }: { className?: string }) {
  return (
    <Link to={CHECKOUT_PATH} className={buttonClass("primary", cx("text-base", className))}>
      Checkout
    </Link>
  );
}

/** On a phone, the total and the way to checkout come first, above the lines (spec/2 §2 mobile summary). */
export function MobileBasketSummary({ basket, checkoutHidden = false }: Omit<Props, "onEnterPostcode">) {
  const items = basket.itemCount === 1 ? "1 item" : `${basket.itemCount} items`;
  return (
    <section
      aria-label="Basket total"
      className="flex items-center justify-between gap-4 rounded-lg bg-surface p-3 md:hidden"
    >
      <p>
        <span className="block text-sm">{items}</span>
        <span className="text-lg font-bold tabular-nums">{formatPounds(basket.totals.grandTotal)}</span>{" "}
        <span className="text-sm text-muted">inc VAT</span>
      </p>
      {!checkoutHidden && <CheckoutLink />}
    </section>
  );
}
