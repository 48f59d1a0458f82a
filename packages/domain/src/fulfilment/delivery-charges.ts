/**
 * spec/2 §2 delivery charges lookup: a postcode gives a price table by distance band from the
 * closest delivering branch (decision 110). Bands are "up to N miles"; each starts where the one
 * before ends, and the postcode's own band is marked.
 */
import { incVat } from "../money/vat.ts";

/** Delivery is standard-rated for VAT. */
export const DELIVERY_VAT_PERCENT = 20;

export type ChargeBand = { readonly upToMiles: number; readonly chargePence: number };

export type ChargeRow = {
  fromMiles: number;
  upToMiles: number;
  chargeExVat: number;
  chargeIncVat: number;
  applies: boolean;
};

/** The table in distance order; no row applies when the place is not delivered to. */
export function deliveryChargeTable(
  bands: readonly ChargeBand[],
  distanceMiles: number,
  delivers: boolean,
): ChargeRow[] {
  const ordered = [...bands].sort((a, b) => a.upToMiles - b.upToMiles);
  const applying = delivers ? ordered.findIndex((band) => distanceMiles <= band.upToMiles) : -1;
  return ordered.map((band, i) => ({
    fromMiles: i === 0 ? 0 : (ordered[i - 1] as ChargeBand).upToMiles,
    upToMiles: band.upToMiles,
    chargeExVat: band.chargePence,
    chargeIncVat: incVat(band.chargePence, DELIVERY_VAT_PERCENT),
    applies: i === applying,
  }));
}
