import { Button } from "~/ui/Button.tsx";
import { useFulfilment } from "../fulfilment-context.tsx";
import { COLLECTION_LABEL } from "../labels.ts";
import { SavedFulfilmentTabs } from "./SavedFulfilmentTabs.tsx";

/** spec/2 §2: the checkout's tabs are collection and home delivery. */
export const HOME_DELIVERY_LABEL = "Home Delivery";

function CollectionPanel() {
  const { state, wording, openSelector } = useFulfilment();
  const branch = state.collectionBranch;
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      {branch ? (
        <p>
          Collect from <strong>{branch.fullName}</strong>
        </p>
      ) : (
        <p>Choose a {wording.place} to collect your order from.</p>
      )}
      <Button variant="secondary" onClick={() => openSelector("collection")}>
        {branch ? `Change ${wording.place}` : wording.chooseLabel}
      </Button>
    </div>
  );
}

function DeliveryPanel() {
  const { state, openSelector } = useFulfilment();
  const { deliveryPostcode, deliveryBranch, deliverable } = state;
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      {deliveryPostcode && deliverable === false ? (
        <p>
          <strong>{deliveryPostcode}</strong> is outside our delivery area.
        </p>
      ) : deliveryPostcode ? (
        <p>
          Delivering to <strong>{deliveryPostcode}</strong>
          {deliveryBranch && <> from {deliveryBranch.fullName}</>}
        </p>
      ) : (
        <p>Enter your postcode to have your order delivered.</p>
      )}
      <Button variant="secondary" onClick={() => openSelector("delivery")}>
        {deliveryPostcode ? "Change postcode" : "Enter your postcode"}
      </Button>
    </div>
  );
}

/**
 * The checkout's collection and home-delivery tabs (spec/2 §2, §7 GetCheckoutCollectionTab,
 * GetCheckoutDeliveryTab). Choosing a tab switches the fulfilment type, and the page reads its
 * basket again at the new prices; a switch that needs a branch or postcode first opens the
 * selector. A branch or postcode chosen here leads to the basket (spec/2 §2), where the change's
 * effect on the lines shows before the shopper checks out again.
 */
export function CheckoutFulfilmentTabs() {
  return (
    <SavedFulfilmentTabs
      label="Collection or home delivery"
      collection={{ title: COLLECTION_LABEL, content: <CollectionPanel /> }}
      delivery={{ title: HOME_DELIVERY_LABEL, content: <DeliveryPanel /> }}
    />
  );
}
