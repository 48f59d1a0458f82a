import { useState } from "react";
import type { AppBasket } from "@merchant/contract";
import { formatPounds } from "@merchant/domain/money";
import { NO_VOID_ORDER_LIMIT, SERVER_UNREACHABLE } from "@merchant/domain/van";
import { browserApi } from "~/lib/api.ts";
import { Button } from "~/ui/Button.tsx";
import { AppBasketTotal } from "~/ui/AppBasketTotal.tsx";
import { LoadingOverlay } from "~/ui/LoadingOverlay.tsx";
import { StartOverDialog } from "~/ui/StartOverDialog.tsx";
import { startOver } from "../api.ts";
import { useAppRequest } from "../hooks/use-app-request.ts";
import { AppMessage } from "./AppMessage.tsx";
import { Checkout } from "./Checkout.tsx";

export type BasketWithStore = { basket: AppBasket; store: { id: number; name: string } | null };

type Props = { data: BasketWithStore; onChanged: () => void };

const TYPE_LABELS = { van: "Van stock order", void: "Void order", empty: "Empty" } as const;

/**
 * spec/3 §2, §4 Basket: the van's lines, its type, count and total ex VAT; start over (confirmed,
 * empties, reloads); checkout.
 */
export function BasketTab({ data, onChanged }: Props) {
  const { basket } = data;
  const { busy, message, setMessage, run, closeMessage } = useAppRequest();
  const [confirming, setConfirming] = useState(false);

  async function confirmStartOver() {
    setConfirming(false);
    // spec/3 §8: a start over that cannot reach the server says so in its own words.
    const emptied = await run(() => startOver(browserApi, basket.vanId));
    if (emptied) window.location.reload();
    else setMessage({ title: "Start over", text: SERVER_UNREACHABLE });
  }

  return (
    <div className="flex flex-col gap-4">
      <section aria-labelledby="van-basket-heading" className="flex flex-col gap-2 bg-white p-4">
        <h2 id="van-basket-heading" className="text-xl font-bold">
          Basket
        </h2>
        {basket.type === "empty" ? (
          <p>Your basket is empty.</p>
        ) : (
          <>
            <p data-testid="van-basket-type">{TYPE_LABELS[basket.type]}</p>
            <ul aria-label="Basket lines">
              {basket.lines.map((line) => (
                <li key={line.productId} className="flex justify-between gap-2 border-b border-line py-2">
                  <span>
                    <span className="block font-semibold">{line.name}</span>
                    <span className="text-sm text-muted">
                      Part {line.partNumber} · Qty {line.quantity}
                      {basket.type === "van" && ` · Unit factor ${line.unitFactor}`}
                    </span>
                  </span>
                  <span className="tabular-nums">{formatPounds(line.lineTotalExVat)}</span>
                </li>
              ))}
            </ul>
            <AppBasketTotal count={basket.count} total={basket.total} testId="van-basket-total" />
          </>
        )}
        {basket.type === "void" && basket.voidOrderLimit !== NO_VOID_ORDER_LIMIT && (
          <p className="text-sm text-muted">
            Your void order limit: {formatPounds(basket.voidOrderLimit)} ex VAT
          </p>
        )}
        <Button variant="secondary" className="w-full" disabled={busy} onClick={() => setConfirming(true)}>
          Start over
        </Button>
      </section>
      {basket.type !== "empty" && (
        <Checkout
          vanId={basket.vanId}
          onPlaced={(text) => {
            setMessage({ title: "Order placed", text });
            onChanged();
          }}
        />
      )}
      <StartOverDialog
        open={confirming}
        onOpenChange={setConfirming}
        onConfirm={() => void confirmStartOver()}
      />
      <AppMessage message={message} onClose={closeMessage} />
      <LoadingOverlay active={busy} delayMs={200} />
    </div>
  );
}
