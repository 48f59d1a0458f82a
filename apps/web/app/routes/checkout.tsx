import { redirect, useLocation, useRevalidator } from "react-router";
import { currentSession } from "~/features/account";
import { AddressLookup } from "~/features/address-lookup";
import { shopTitle } from "~/features/catalog";
import {
  CheckoutView,
  checkoutBasketOf,
  checkoutOptionsOf,
  type CalendarSlotProps,
} from "~/features/checkout";
import {
  DeliveryCalendar,
  deliveryDatesOf,
  NO_DELIVERY_DATES,
  type DeliveryCalendarData,
} from "~/features/delivery-calendar";
import { CheckoutFulfilmentTabs } from "~/features/fulfilment";
import { serverApi } from "~/lib/api.ts";
import type { Route } from "./+types/checkout";

/** spec/2 §2: with nothing to check out, the shopper is back at the basket. */
export const EMPTY_CHECKOUT_TARGET = "/basket";

export function meta({ matches }: Route.MetaArgs) {
  return [
    { title: shopTitle("Checkout", matches[0]?.data?.brand.name) },
    { name: "robots", content: "noindex" },
  ];
}

/** Live prices and a shopper's details: no copy is kept, not even by the back button's cache. */
export function headers() {
  return { "Cache-Control": "no-store" };
}

/**
 * The basket priced now, how the shopper may pay (the trade account's credit, saved cards, the
 * user's name and email) and, when delivering, the days the delivering branch offers. An empty
 * basket goes back to the basket page.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const api = serverApi(context);
  const session = await currentSession(api);
  const delivering = session.fulfilment.fulfilment === "delivery";
  const [basket, options, deliveryDates] = await Promise.all([
    checkoutBasketOf(api),
    checkoutOptionsOf(api),
    delivering ? deliveryDatesOf(api) : Promise.resolve(null),
  ]);
  if (basket.lines.length === 0) throw redirect(EMPTY_CHECKOUT_TARGET);
  return {
    basket,
    options,
    signedIn: session.user !== null,
    deliveryPostcode: session.fulfilment.deliveryPostcode,
    deliveryDates,
  };
}

export { PageErrorBoundary as ErrorBoundary } from "~/ui/PageError.tsx";

/** The delivering branch's days, or why there are none to choose. */
function CalendarOrReason({ dates, slot }: { dates: DeliveryCalendarData | null; slot: CalendarSlotProps }) {
  if (dates?.ok) {
    return (
      <DeliveryCalendar
        dates={dates.offered.dates}
        selected={slot.selected}
        onChange={slot.onChange}
        error={slot.error}
      />
    );
  }
  return (
    <div className="flex flex-col gap-2">
      <h3 className="text-base font-semibold">Delivery date</h3>
      <p role="status" className="rounded-md border border-line bg-surface p-3">
        {dates?.reason ?? NO_DELIVERY_DATES}
      </p>
      {slot.error && <p className="text-sm font-semibold text-red-700">{slot.error}</p>}
    </div>
  );
}

/**
 * The checkout page (spec/1 §2, spec/2 §2): the collection and home-delivery tabs, the form with
 * the address lookup and the delivery calendar, and the summaries. A shopper back from a failed
 * 3-D Secure check sees the card's decline at the payment.
 */
export default function Checkout({ loaderData }: Route.ComponentProps) {
  const { basket, options, signedIn, deliveryPostcode, deliveryDates } = loaderData;
  const revalidator = useRevalidator();
  const location = useLocation();
  const declined = (location.state as { declined?: string } | null)?.declined ?? null;
  return (
    <CheckoutView
      basket={basket}
      options={options}
      signedIn={signedIn}
      deliveryPostcode={deliveryPostcode}
      declined={declined}
      tabs={<CheckoutFulfilmentTabs />}
      refreshing={revalidator.state === "loading"}
      onPricesChanged={() => void revalidator.revalidate()}
      renderAddress={(props) => <AddressLookup {...props} />}
      renderCalendar={(slot) => <CalendarOrReason dates={deliveryDates} slot={slot} />}
    />
  );
}
