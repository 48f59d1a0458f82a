import { useState } from "react";
import { formatPounds } from "@merchant/domain/money";
import { existingSlotChosenText, type SlotOption } from "@merchant/domain/van";
import { browserApi } from "~/lib/api.ts";
import { Button } from "~/ui/Button.tsx";
import { Spinner } from "~/ui/Spinner.tsx";
import { checkOutVanBasket, vanBasketOf } from "../api.ts";
import { useAppRequest } from "../hooks/use-app-request.ts";
import { AppMessage } from "./AppMessage.tsx";

type Fresh = Awaited<ReturnType<typeof vanBasketOf>>;

/** What the operator is told once the branch has the order (decision 153). */
export const orderPlacedText = (placed: {
  orderNumber: string;
  awaitingAuthorisation: boolean;
  store: { name: string };
  deliverySlot?: SlotOption | null;
}) =>
  [
    placed.awaitingAuthorisation
      ? `Order ${placed.orderNumber} has been sent to ${placed.store.name}. It is over your order limit, so it waits for your supervisor's authorisation.`
      : `Order ${placed.orderNumber} has been sent to ${placed.store.name}.`,
    // The existing slot chosen in the calendar goes with it (decision 170).
    placed.deliverySlot ? existingSlotChosenText(placed.deliverySlot) : "",
  ]
    .join(" ")
    .trim();

/**
 * spec/3 §2, §4 Other: the checkout start button shows loading while the basket is read afresh,
 * then the checkout content: the store, the total, and the button that places the order.
 */
export function Checkout({ vanId, onPlaced }: { vanId: number; onPlaced: (text: string) => void }) {
  const { busy, message, run, closeMessage } = useAppRequest();
  const [fresh, setFresh] = useState<Fresh | null>(null);

  async function start() {
    const answer = await run(() => vanBasketOf(browserApi, vanId));
    if (answer) setFresh(answer);
  }

  async function place() {
    const placed = await run(() => checkOutVanBasket(browserApi, vanId));
    if (!placed) return;
    setFresh(null);
    onPlaced(orderPlacedText(placed));
  }

  return (
    <section aria-labelledby="van-checkout-heading" className="flex flex-col gap-3 bg-white p-4">
      <h2 id="van-checkout-heading" className="text-xl font-bold">
        Checkout
      </h2>
      {fresh ? (
        <>
          <p>
            {fresh.store
              ? `Ordering from ${fresh.store.name} for collection.`
              : "Please choose your store in Change store first."}
          </p>
          <p className="font-bold">Total ex VAT: {formatPounds(fresh.basket.total)}</p>
          <Button className="w-full" disabled={busy || !fresh.store} onClick={() => void place()}>
            Place order
          </Button>
        </>
      ) : (
        <Button className="w-full" disabled={busy} onClick={() => void start()}>
          {busy ? <Spinner label="Loading checkout" /> : "Start checkout"}
        </Button>
      )}
      <AppMessage message={message} onClose={closeMessage} />
    </section>
  );
}
