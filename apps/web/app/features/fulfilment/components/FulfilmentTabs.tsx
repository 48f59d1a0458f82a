import type { Fulfilment, FulfilmentState, Offer } from "@merchant/contract";
import { Button } from "~/ui/Button.tsx";
import { useFulfilment, useSelectorProduct } from "../fulfilment-context.tsx";
import { COLLECTION_LABEL, DELIVERY_LABEL } from "../labels.ts";
import { DeliveryCharges } from "./DeliveryCharges.tsx";
import { SavedFulfilmentTabs } from "./SavedFulfilmentTabs.tsx";
import { StockPanel } from "~/ui/StockPanel.tsx";
import { StoreChange } from "./StoreChange.tsx";

type Props = {
  productId: number;
  /** What the shopper's branch offers of the product (the product page reply); null without a branch. */
  offer: Offer | null;
};

/** The offer's stock belongs to this tab when the page was read for its fulfilment. */
function stockFor(tab: Fulfilment, state: FulfilmentState, offer: Offer | null) {
  const readFor = offer?.fulfilment ?? state.fulfilment ?? "collection";
  return offer && readFor === tab ? offer.stock : null;
}

function CollectionPanel({ offer }: { offer: Offer | null }) {
  const { state, wording } = useFulfilment();
  const branch = state.collectionBranch;
  const stock = stockFor("collection", state, offer);
  return (
    <div className="flex flex-col gap-3">
      {branch ? (
        <p>
          Collect from <strong>{branch.fullName}</strong>
        </p>
      ) : (
        <p>Choose a {wording.place} to see its stock and price for collection.</p>
      )}
      {stock && <StockPanel stock={stock} />}
      {branch ? (
        <details className="group rounded-md border border-line">
          <summary className="flex min-h-11 cursor-pointer items-center px-3 font-semibold">
            Change {wording.place}
          </summary>
          <div className="border-t border-line p-3">
            <StoreChange />
          </div>
        </details>
      ) : (
        <StoreChange />
      )}
    </div>
  );
}

function DeliveryPanel({ offer }: { offer: Offer | null }) {
  const { state, openSelector, openDetailsForm } = useFulfilment();
  const { deliveryPostcode, deliveryBranch, deliverable } = state;
  const stock = deliverable === false ? null : stockFor("delivery", state, offer);
  return (
    <div className="flex flex-col gap-3">
      {deliveryPostcode ? (
        <p>
          Delivering to <strong>{deliveryPostcode}</strong>
          {deliveryBranch && <> from {deliveryBranch.fullName}</>}
        </p>
      ) : (
        <p>Enter your postcode to see stock and price for delivery.</p>
      )}
      {deliverable === false && (
        <div className="flex flex-col items-start gap-2 rounded-md bg-surface p-3">
          <p className="font-semibold">{deliveryPostcode} is outside our delivery area.</p>
          <Button variant="secondary" onClick={openDetailsForm}>
            Send us your details
          </Button>
        </div>
      )}
      {stock && <StockPanel stock={stock} />}
      <div>
        <Button variant="secondary" onClick={() => openSelector("delivery")}>
          {deliveryPostcode ? "Change postcode" : "Enter your postcode"}
        </Button>
      </div>
      <DeliveryCharges initialPostcode={deliveryPostcode} />
    </div>
  );
}

/**
 * The product page's fulfilment tabs (spec/2 §2, §4): Collection and Delivery, each with the
 * chosen branch's stock. Choosing a tab saves the fulfilment type and the page reads the branch's
 * price and stock again; when its branch or postcode is unknown, the selector asks for it first.
 */
export function FulfilmentTabs({ productId, offer }: Props) {
  useSelectorProduct(productId);
  return (
    <SavedFulfilmentTabs
      label="Collection or delivery"
      collection={{ title: COLLECTION_LABEL, content: <CollectionPanel offer={offer} /> }}
      delivery={{ title: DELIVERY_LABEL, content: <DeliveryPanel offer={offer} /> }}
    />
  );
}
