/**
 * The store selector's search (spec/2 §2, §4, §5): the domain checks what was typed (by brand:
 * an error line or the 'Oops!' alert), Click & Collect lists the branches near it, Delivery sets
 * the delivery postcode.
 */
import type { Fulfilment } from "@merchant/contract";
import { checkStoreSelectorSearch } from "@merchant/domain/branches";
import { useRecentPostcodes } from "~/lib/use-recent-postcodes.ts";
import { selectorSearchFailure } from "./failure-messages.ts";
import { useFulfilment } from "./fulfilment-context.tsx";
import { messageNotice } from "./notices.ts";
import { useNearbyBranches } from "./use-nearby-branches.ts";

export function useSelectorSearch(onSettled: () => void) {
  const { brandCode, showNotice, setDeliveryPostcode } = useFulfilment();
  const recent = useRecentPostcodes();
  const branches = useNearbyBranches({ failureMessage: selectorSearchFailure, onSelected: onSettled });
  const { showError, setBusy } = branches;

  async function search(text: string, type: Fulfilment) {
    const checked = checkStoreSelectorSearch(text, { brand: brandCode, fulfilment: type });
    if (!checked.ok) {
      if (checked.display === "alert") showNotice(messageNotice(checked.title, checked.message));
      else showError(checked.message);
      return;
    }
    recent.remember(text);
    const query = checked.value;
    const place = query.kind === "postcode" ? query.postcode : query.text;
    if (type === "collection") return branches.findNearby(place);
    showError(null);
    setBusy(true);
    const set = await setDeliveryPostcode(place);
    setBusy(false);
    if (set.ok) onSettled();
    else showError(set.message);
  }

  return { ...branches, search, recentPostcodes: recent.shown };
}
