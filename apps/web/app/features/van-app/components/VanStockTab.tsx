import { useState, type FormEvent } from "react";
import type { Van, VanStockMenu, VanStockProduct } from "@merchant/contract";
import { vehicleLabel } from "@merchant/domain/van";
import { browserApi } from "~/lib/api.ts";
import { Button } from "~/ui/Button.tsx";
import { Field } from "~/ui/Field.tsx";
import { LoadingOverlay } from "~/ui/LoadingOverlay.tsx";
import { adjustVanStock, chooseVan } from "../api.ts";
import { useAppRequest } from "../hooks/use-app-request.ts";
import { queuedText } from "../outbox/outbox.ts";
import { useSendOrQueue } from "../outbox/OutboxProvider.tsx";
import { AdjustStockDialog } from "./AdjustStockDialog.tsx";
import { AppMessage } from "./AppMessage.tsx";
import { StockMenu } from "./StockMenu.tsx";
import { StockSearch } from "./StockSearch.tsx";

type Props = {
  logoutPath: string;
  van: Van | null;
  menu: VanStockMenu | null;
  /** Reads the van and its stock again after a change. */
  onChanged: () => void;
};

/** spec/3 §2 Van stock tab: the vehicle registration form and the van's stock menu. */
export function VanStockTab({ logoutPath, van, menu, onChanged }: Props) {
  const { busy, message, setMessage, run, closeMessage } = useAppRequest();
  const [registration, setRegistration] = useState("");
  const [adjusting, setAdjusting] = useState<VanStockProduct | null>(null);
  const sendOrQueue = useSendOrQueue();

  async function changeVehicle(event: FormEvent) {
    event.preventDefault();
    const changed = await run(() => chooseVan(browserApi, registration));
    if (!changed) return;
    setRegistration("");
    onChanged();
  }

  return (
    <div className="flex flex-col gap-4">
      <section aria-label="Your vehicle" className="flex flex-col gap-2 bg-white p-4">
        <p>
          <span className="text-xl font-bold" data-testid="van-registration">
            {vehicleLabel(van?.registration)}
          </span>
          {van?.description && <span className="ml-2 text-muted">{van.description}</span>}
        </p>
        {/* Closed by default: most days the operator drives the same van, and the stock is what they came for. */}
        <details>
          <summary className="flex min-h-11 cursor-pointer items-center font-semibold text-brand-ink underline">
            Driving another van today?
          </summary>
          <form className="flex flex-col gap-3 pt-2" onSubmit={changeVehicle}>
            <Field
              label="Vehicle registration"
              autoCapitalize="characters"
              autoComplete="off"
              value={registration}
              onChange={(event) => setRegistration(event.target.value)}
              required
            />
            <Button type="submit" disabled={busy || registration.trim() === ""}>
              Change vehicle
            </Button>
          </form>
        </details>
      </section>
      <StockSearch onAdjust={setAdjusting} stock={menu} logoutPath={logoutPath} />
      {van && menu && (
        <section aria-labelledby="van-stock-heading">
          <h2 id="van-stock-heading" className="px-4 pb-2 text-xl font-bold">
            Van stock
          </h2>
          <StockMenu menu={menu} onAdjust={setAdjusting} />
        </section>
      )}
      <AdjustStockDialog
        product={adjusting}
        busy={busy}
        onClose={() => setAdjusting(null)}
        onAdjust={async (adjustment) => {
          if (!van || !adjusting) return;
          const body = { productId: adjusting.productId, ...adjustment };
          const label = `the adjustment of ${adjusting.name} by ${adjustment.quantity}`;
          const done = await run(() =>
            sendOrQueue({ kind: "adjustment", vanId: van.id, body, label }, (clientId) =>
              adjustVanStock(browserApi, van.id, { clientId, ...body }),
            ),
          );
          setAdjusting(null);
          if (!done) return;
          if (done.queued) return setMessage({ title: "Van stock", text: queuedText(label) });
          setMessage({ title: "Van stock", text: done.reply.message });
          onChanged();
        }}
      />
      <AppMessage message={message} onClose={closeMessage} />
      <LoadingOverlay active={busy} delayMs={200} />
    </div>
  );
}
