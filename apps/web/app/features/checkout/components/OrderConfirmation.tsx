import { useEffect } from "react";
import { useLocation, useRevalidator } from "react-router";
import type { Order } from "@merchant/contract";
import { pushPurchaseOnce } from "../checkout-analytics.ts";
import { OrderView } from "./OrderView.tsx";

/**
 * The confirmation straight after checkout: the purchase goes to the data layer once (spec/1 §4,
 * the last checkout step), and the shop frame reads the session again so the header's basket
 * shows the basket the order emptied.
 */
export function OrderConfirmation({ order, signedIn }: { order: Order; signedIn: boolean }) {
  const location = useLocation();
  const justPlaced = (location.state as { placed?: boolean } | null)?.placed === true;
  const { revalidate } = useRevalidator();

  useEffect(() => {
    pushPurchaseOnce(order);
  }, [order]);

  useEffect(() => {
    if (justPlaced) void revalidate();
    // Once, on arrival from the checkout.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [justPlaced]);

  return <OrderView order={order} variant="confirmation" signedIn={signedIn} />;
}
