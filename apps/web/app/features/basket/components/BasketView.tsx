import { useRef, useState } from "react";
import { Link } from "react-router";
import {
  ADD_TO_BASKET_REQUEST_FAILED_MESSAGE,
  CANCEL_LABEL,
  MINI_BASKET_EMPTY_MESSAGE,
} from "@merchant/domain/basket";
import { pushCartEvent } from "~/lib/analytics.ts";
import { Button, buttonClass } from "~/ui/Button.tsx";
import { Dialog } from "~/ui/Dialog.tsx";
import { emptyBasket } from "../api.ts";
import { useBasket } from "../basket-context.tsx";
import { useEmptyBasketExit } from "../use-empty-basket-exit.ts";
import { cartItemOf } from "../use-line-changes.ts";
import { BasketLineRow } from "./BasketLineRow.tsx";
import { BasketSummary, MobileBasketSummary } from "./BasketSummary.tsx";

/**
 * The basket page (spec/1 §2, spec/2 §2): the lines with their quantities, the summary (on a
 * phone a short one comes first), and the way on to checkout; or the empty basket's words.
 */
export function BasketView() {
  const { basket, location } = useBasket();
  const heading = useRef<HTMLHeadingElement>(null);
  // A removed line takes its button with it: focus goes to the page's heading, not to nowhere.
  const focusHeading = () => heading.current?.focus();
  const lines = basket?.lines ?? [];
  useEmptyBasketExit(basket !== null && lines.length === 0);

  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <h1
        id="basket-heading"
        ref={heading}
        tabIndex={-1}
        className="text-3xl font-bold text-ink focus:outline-none"
      >
        Your Basket
      </h1>
      {basket === null || lines.length === 0 ? (
        <div className="py-8 text-center">
          <p className="text-lg text-ink">{MINI_BASKET_EMPTY_MESSAGE}</p>
          <Link to="/" className={buttonClass("primary", "mt-8 px-6 text-base")}>
            Continue shopping
          </Link>
        </div>
      ) : (
        <>
          <MobileBasketSummary basket={basket} checkoutHidden={location.checkoutHidden} />
          <div className="mt-6 grid gap-8 md:grid-cols-[minmax(0,1fr)_20rem] md:items-start">
            <div>
              <ul aria-label="Items in your basket" className="divide-y divide-line border-y border-line">
                {lines.map((line) => (
                  <BasketLineRow key={line.lineId} line={line} onRemoved={focusHeading} />
                ))}
              </ul>
              <div className="mt-4 flex flex-wrap justify-between gap-3">
                <Link to="/" className={buttonClass("secondary")}>
                  Continue shopping
                </Link>
                <EmptyBasketButton onEmptied={focusHeading} />
              </div>
            </div>
            <BasketSummary
              basket={basket}
              onEnterPostcode={location.chooseDelivery}
              checkoutHidden={location.checkoutHidden}
            />
          </div>
        </>
      )}
    </div>
  );
}

/** spec/2 §7 POST /basket/empty, asked once more first: every line goes at one press. */
function EmptyBasketButton({ onEmptied }: { onEmptied: () => void }) {
  const { basket, replace } = useBasket();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const empty = async () => {
    setBusy(true);
    setError(null);
    try {
      const lines = basket?.lines ?? [];
      replace(await emptyBasket());
      pushCartEvent(
        "remove_from_cart",
        lines.map((line) => cartItemOf(line)),
      );
      setAsking(false);
      onEmptied();
    } catch {
      setError(ADD_TO_BASKET_REQUEST_FAILED_MESSAGE);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button variant="ghost" onClick={() => setAsking(true)}>
        Empty basket
      </Button>
      <Dialog
        open={asking}
        onOpenChange={(open) => {
          setAsking(open);
          setError(null);
        }}
        title="Empty your basket?"
        description="Every item will be taken out of your basket."
      >
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => void empty()} disabled={busy}>
            Empty basket
          </Button>
          <Button variant="secondary" onClick={() => setAsking(false)}>
            {CANCEL_LABEL}
          </Button>
        </div>
        {error && (
          <p role="alert" className="mt-3 text-sm font-semibold text-red-700">
            {error}
          </p>
        )}
      </Dialog>
    </>
  );
}
