import { useId, useState, type FormEvent } from "react";
import type { PrivateStoreOrder } from "@merchant/contract";
import { formatPounds } from "@merchant/domain/money";
import { checkPrivateStoreCheckout, type PrivateStoreFulfilment } from "@merchant/domain/van";
import { browserApi } from "~/lib/api.ts";
import { useAppRequest } from "~/lib/use-app-request.ts";
import { AppMessage } from "~/ui/AppMessage.tsx";
import { Button } from "~/ui/Button.tsx";
import { Field } from "~/ui/Field.tsx";
import { Spinner } from "~/ui/Spinner.tsx";
import { checkOutStoreBasket, storeBasketOf } from "../api.ts";

type Fresh = Awaited<ReturnType<typeof storeBasketOf>>;

/**
 * spec/3 §1 private-store checkout, §4 Other: the start button shows loading while the basket is
 * read afresh, then the checkout content: collection at the store or delivery from it (to a UK
 * postcode), the customer's reference, the total ex VAT and Place order. The button is disabled
 * while the order is sent, and the server places one order for a double tap.
 */
export function StoreCheckout({ onPlaced }: { onPlaced: (order: PrivateStoreOrder) => void }) {
  const formId = useId();
  const { busy, message, run, closeMessage } = useAppRequest();
  const [fresh, setFresh] = useState<Fresh | null>(null);
  const [fulfilment, setFulfilment] = useState<PrivateStoreFulfilment>("collection");
  const [postcode, setPostcode] = useState("");
  const [reference, setReference] = useState("");
  const [postcodeError, setPostcodeError] = useState<string | undefined>(undefined);

  async function start() {
    const answer = await run(() => storeBasketOf(browserApi));
    if (answer) setFresh(answer);
  }

  async function place(event: FormEvent) {
    event.preventDefault();
    const checked = checkPrivateStoreCheckout(fulfilment, postcode);
    setPostcodeError(checked.ok ? undefined : checked.message);
    if (!checked.ok) return;
    const placed = await run(() =>
      checkOutStoreBasket(browserApi, { ...checked.value, reference: reference.trim() || null }),
    );
    if (placed) onPlaced(placed);
  }

  return (
    <section aria-labelledby={`${formId}-heading`} className="flex flex-col gap-3 bg-white p-4">
      <h2 id={`${formId}-heading`} className="text-xl font-bold">
        Checkout
      </h2>
      {fresh ? (
        <form onSubmit={place} noValidate className="flex flex-col gap-3">
          <fieldset className="flex flex-col gap-1">
            <legend className="font-semibold">How would you like your order?</legend>
            {(
              [
                ["collection", `Collect from ${fresh.store.name}`],
                ["delivery", `Deliver from ${fresh.store.name}`],
              ] as const
            ).map(([value, label]) => (
              <label key={value} className="flex min-h-11 items-center gap-2">
                <input
                  type="radio"
                  name="fulfilment"
                  value={value}
                  checked={fulfilment === value}
                  onChange={() => setFulfilment(value)}
                  className="size-5"
                />
                {label}
              </label>
            ))}
          </fieldset>
          {fulfilment === "delivery" && (
            <Field
              label="Delivery postcode"
              value={postcode}
              onChange={(event) => setPostcode(event.target.value)}
              autoComplete="postal-code"
              error={postcodeError}
            />
          )}
          <Field
            label="Your reference (optional)"
            value={reference}
            maxLength={30}
            onChange={(event) => setReference(event.target.value)}
          />
          <p className="font-bold">Total ex VAT: {formatPounds(fresh.basket.total)}</p>
          <Button type="submit" className="w-full" disabled={busy || fresh.basket.count === 0}>
            {busy ? <Spinner label="Placing your order" /> : "Place order"}
          </Button>
        </form>
      ) : (
        <Button className="w-full" disabled={busy} onClick={() => void start()}>
          {busy ? <Spinner label="Loading checkout" /> : "Start checkout"}
        </Button>
      )}
      <AppMessage message={message} onClose={closeMessage} />
    </section>
  );
}
