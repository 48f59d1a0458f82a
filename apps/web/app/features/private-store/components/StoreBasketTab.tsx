import { useCallback, useEffect, useState } from "react";
import type { PrivateStoreOrder } from "@merchant/contract";
import { formatPounds } from "@merchant/domain/money";
import { SERVER_UNREACHABLE } from "@merchant/domain/van";
import { browserApi } from "~/lib/api.ts";
import { useAppRequest } from "~/lib/use-app-request.ts";
import { AppMessage } from "~/ui/AppMessage.tsx";
import { Button } from "~/ui/Button.tsx";
import { AppBasketTotal } from "~/ui/AppBasketTotal.tsx";
import { LoadingOverlay } from "~/ui/LoadingOverlay.tsx";
import { StartOverDialog } from "~/ui/StartOverDialog.tsx";
import { Spinner } from "~/ui/Spinner.tsx";
import { emptyStoreBasket, removeFromStoreBasket, storeBasketOf } from "../api.ts";
import { OrderConfirmation } from "./OrderConfirmation.tsx";
import { StoreCheckout } from "./StoreCheckout.tsx";

type Loaded = Awaited<ReturnType<typeof storeBasketOf>>;

/**
 * spec/3 §1, §2 the private store's basket, read when the tab opens: its lines (each removable),
 * count and total ex VAT at the app's store; start over (confirmed, spec/3 §4); checkout, then the
 * order's confirmation.
 */
export function StoreBasketTab() {
  const { busy, message, setMessage, run, closeMessage } = useAppRequest();
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [placed, setPlaced] = useState<PrivateStoreOrder | null>(null);

  const reload = useCallback(
    () => void run(() => storeBasketOf(browserApi)).then((answer) => answer && setLoaded(answer)),
    [run],
  );
  useEffect(reload, [reload]);

  async function remove(productId: number) {
    const answer = await run(() => removeFromStoreBasket(browserApi, productId));
    if (answer) setLoaded(answer);
  }

  async function startOver() {
    setConfirming(false);
    const answer = await run(() => emptyStoreBasket(browserApi));
    if (answer) setLoaded(answer);
    else setMessage({ title: "Start over", text: SERVER_UNREACHABLE });
  }

  if (placed)
    return (
      <OrderConfirmation
        order={placed}
        onDone={() => {
          setPlaced(null);
          reload();
        }}
      />
    );
  if (!loaded) return <Spinner label="Loading your basket" className="px-4" />;
  const { basket, store } = loaded;

  return (
    <div className="flex flex-col gap-4">
      <section aria-labelledby="store-basket-heading" className="flex flex-col gap-2 bg-white p-4">
        <h2 id="store-basket-heading" className="text-xl font-bold">
          Basket
        </h2>
        <p className="text-sm text-muted">From {store.name}</p>
        {basket.count === 0 ? (
          <p>Your basket is empty.</p>
        ) : (
          <>
            <ul aria-label="Basket lines">
              {basket.lines.map((line) => (
                <li
                  key={line.productId}
                  className="flex items-center justify-between gap-2 border-b border-line py-2"
                >
                  <span>
                    <span className="block font-semibold">{line.name}</span>
                    <span className="text-sm text-muted">
                      Part {line.partNumber} · Qty {line.quantity} · {formatPounds(line.lineTotalExVat)}
                    </span>
                  </span>
                  <Button
                    variant="ghost"
                    disabled={busy}
                    onClick={() => void remove(line.productId)}
                    aria-label={`Remove ${line.name}`}
                  >
                    Remove
                  </Button>
                </li>
              ))}
            </ul>
            <AppBasketTotal count={basket.count} total={basket.total} testId="store-basket-total" />
            <Button
              variant="secondary"
              className="w-full"
              disabled={busy}
              onClick={() => setConfirming(true)}
            >
              Start over
            </Button>
          </>
        )}
      </section>
      {basket.count > 0 && <StoreCheckout onPlaced={setPlaced} />}
      <StartOverDialog open={confirming} onOpenChange={setConfirming} onConfirm={() => void startOver()} />
      <AppMessage message={message} onClose={closeMessage} />
      <LoadingOverlay active={busy} delayMs={200} />
    </div>
  );
}
