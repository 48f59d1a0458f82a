/** spec/2 §2, §7 delivery charges lookup: the price table from the closest delivering branch. */
import type { DeliveryChargeBands, DeliveryCharges } from "@merchant/contract";
import type { BrandCode } from "@merchant/contract/constants";
import {
  checkPostcode,
  DELIVERY_CHARGES_POSTCODE_MESSAGE,
  STORE_LOOKUP_FAILED_MESSAGE,
} from "@merchant/domain/branches";
import { deliveryChargeTable } from "@merchant/domain/fulfilment";
import { invalid, notFound } from "../../lib/domain-errors.ts";
import type { Whereabouts } from "./service.ts";
import type { FulfilmentStore } from "./store.ts";

export function createDeliveryCharges(store: FulfilmentStore, where: Whereabouts) {
  return async function deliveryCharges(typed: string): Promise<DeliveryCharges> {
    const checked = checkPostcode(typed, { message: DELIVERY_CHARGES_POSTCODE_MESSAGE });
    if (!checked.ok) throw invalid(checked.message, { postcode: checked.message });
    const place = await where.locate(checked.value);
    if (!place) throw notFound(STORE_LOOKUP_FAILED_MESSAGE);
    const [delivering] = await where.nearest(place, { delivering: true, limit: 1 });
    const [branch] = delivering ? [delivering] : await where.nearest(place, { delivering: false, limit: 1 });
    if (!branch) throw notFound(STORE_LOOKUP_FAILED_MESSAGE);
    const bands = await store.chargeBands(branch.brand.code);
    return {
      postcode: checked.value,
      branch: { id: branch.id, name: branch.name, fullName: branch.fullName },
      distanceMiles: branch.distanceMiles,
      deliverable: delivering !== undefined,
      bands: deliveryChargeTable(bands, branch.distanceMiles, delivering !== undefined),
    };
  };
}

/** The brand's whole table for any postcode: what the delivery information page prints. */
export function createDeliveryChargeBands(store: FulfilmentStore) {
  return async function deliveryChargeBands(brand: BrandCode): Promise<DeliveryChargeBands> {
    const table = deliveryChargeTable(await store.chargeBands(brand), 0, false);
    return { bands: table.map(({ applies: _none, ...band }) => band) };
  };
}
