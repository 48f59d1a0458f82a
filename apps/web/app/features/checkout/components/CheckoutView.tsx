import { useEffect, useRef, type ComponentProps, type ReactNode } from "react";
import { Spinner } from "~/ui/Spinner.tsx";
import { pushBeginCheckout } from "../checkout-analytics.ts";
import { CheckoutForm } from "./CheckoutForm.tsx";
import { CheckoutSummary, MobileCheckoutSummary } from "./CheckoutSummary.tsx";

type Props = ComponentProps<typeof CheckoutForm> & {
  /** The collection and home-delivery tabs (features/fulfilment). */
  tabs: ReactNode;
  /** The basket is being read again (a tab switched, the prices changed). */
  refreshing: boolean;
};

/**
 * The checkout page (spec/1 §2, spec/2 §2 'Checkout with a collection tab and a home delivery
 * tab', 'summary blocks (mobile and main) are refreshed after changes'): on a phone a short
 * summary comes first; on a wide screen the main one sits beside the form.
 */
export function CheckoutView({ tabs, refreshing, ...form }: Props) {
  const { basket } = form;
  // spec/1 §4: the first checkout step, once per visit to the page.
  const begun = useRef(false);
  useEffect(() => {
    if (begun.current) return;
    begun.current = true;
    pushBeginCheckout(basket);
  }, [basket]);

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-8">
      <h1 className="text-3xl font-bold text-ink">Checkout</h1>
      <MobileCheckoutSummary basket={basket} />
      <div className="rounded-lg border border-line bg-white px-4">{tabs}</div>
      <div aria-live="polite" className={refreshing ? "flex items-center gap-2" : "sr-only"}>
        {refreshing && <Spinner label="Updating your prices" className="size-5" />}
        {refreshing && <span aria-hidden="true">Updating your prices…</span>}
      </div>
      <div className="grid gap-8 md:grid-cols-[minmax(0,1fr)_22rem] md:items-start">
        <CheckoutForm {...form} />
        <aside className="hidden md:sticky md:top-4 md:block">
          <CheckoutSummary basket={basket} />
        </aside>
      </div>
    </div>
  );
}
