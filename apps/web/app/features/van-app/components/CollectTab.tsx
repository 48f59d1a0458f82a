import { useState, type FormEvent } from "react";
import type { StoreCollection } from "@merchant/contract";
import { checkCollectionConfirm, collectionsNotice } from "@merchant/domain/van";
import { browserApi } from "~/lib/api.ts";
import { Button } from "~/ui/Button.tsx";
import { Field } from "~/ui/Field.tsx";
import { LoadingOverlay } from "~/ui/LoadingOverlay.tsx";
import { cx } from "~/ui/cx.ts";
import { collectCollection } from "../api.ts";
import { useAppRequest } from "../hooks/use-app-request.ts";
import { queuedText } from "../outbox/outbox.ts";
import { useSendOrQueue } from "../outbox/OutboxProvider.tsx";
import { useSignaturePad } from "../hooks/use-signature-pad.ts";
import { AppMessage } from "./AppMessage.tsx";

type Props = { collections: StoreCollection[]; onCollected: () => void };

const TITLE = "Collect";

/**
 * spec/3 §2, §4, §5 Collect: the store's collections; picking one opens the signature panel, where
 * the customer signs on the pad and gives their name. Cancel clears the panel; confirm checks a
 * collection is chosen, signed for and named, in that order, then sends it and the list is read again.
 */
export function CollectTab({ collections, onCollected }: Props) {
  const { busy, message, setMessage, run, closeMessage } = useAppRequest();
  const sendOrQueue = useSendOrQueue();
  const { canvasRef, signature, clear } = useSignaturePad();
  const [chosen, setChosen] = useState<StoreCollection | null>(null);
  const [signerName, setSignerName] = useState("");
  const notice = collectionsNotice(collections.length);

  function cancel() {
    clear();
    setSignerName("");
  }

  async function confirm(event: FormEvent) {
    event.preventDefault();
    const check = checkCollectionConfirm({ orderNumber: chosen?.orderNumber ?? "", signature, signerName });
    if (!check.ok || !chosen) return setMessage({ title: TITLE, text: check.ok ? "" : check.message });
    const body = { signature, signerName: check.value.signerName };
    const label = `the collection of ${chosen.orderNumber}`;
    const collected = await run(() =>
      sendOrQueue({ kind: "collection", collectionId: chosen.id, body, label }, (clientId) =>
        collectCollection(browserApi, chosen.id, { clientId, ...body }),
      ),
    );
    if (!collected) return;
    setMessage({
      title: TITLE,
      text: collected.queued
        ? queuedText(label)
        : `Collection ${collected.reply.orderNumber} has been signed for.`,
    });
    setChosen(null);
    cancel();
    onCollected();
  }

  return (
    <div className="flex flex-col gap-4 px-4">
      {notice ? (
        <p role="status">{notice}</p>
      ) : (
        <>
          <CollectionList collections={collections} chosen={chosen} onChoose={setChosen} />
          <form aria-label="Signature panel" className="flex flex-col gap-3" onSubmit={confirm} noValidate>
            <p className="font-semibold">
              {chosen ? `Signing for ${chosen.orderNumber}` : "Choose a collection above"}
            </p>
            <canvas
              ref={canvasRef}
              aria-label="Signature pad: sign with your finger or the mouse"
              role="img"
              className="h-40 w-full touch-none rounded-md border border-field bg-white"
            />
            <Field
              label="Your name"
              autoComplete="name"
              value={signerName}
              onChange={(event) => setSignerName(event.target.value)}
            />
            <div className="grid grid-cols-2 gap-2">
              <Button variant="secondary" onClick={cancel}>
                Cancel
              </Button>
              <Button type="submit" disabled={busy}>
                Confirm collection
              </Button>
            </div>
          </form>
        </>
      )}
      <AppMessage message={message} onClose={closeMessage} />
      <LoadingOverlay active={busy} delayMs={200} />
    </div>
  );
}

type ListProps = {
  collections: StoreCollection[];
  chosen: StoreCollection | null;
  onChoose: (collection: StoreCollection) => void;
};

/** spec/3 §3 Collection: each order with its customer and products; the chosen one is pressed. */
function CollectionList({ collections, chosen, onChoose }: ListProps) {
  return (
    <ul aria-label="Collections" className="flex flex-col gap-2">
      {collections.map((collection) => (
        <li key={collection.id}>
          <button
            type="button"
            aria-pressed={chosen?.id === collection.id}
            onClick={() => onChoose(collection)}
            className={cx(
              "flex min-h-14 w-full flex-col rounded-md border px-3 py-2 text-left",
              chosen?.id === collection.id ? "border-brand-ink bg-surface" : "border-line",
            )}
          >
            <span className="font-semibold">{collection.orderNumber}</span>
            <span className="text-sm text-muted">
              {collection.customerName}:{" "}
              {collection.products.map((product) => `${product.quantity} × ${product.name}`).join(", ")}
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
