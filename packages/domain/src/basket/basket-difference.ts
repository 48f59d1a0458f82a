/**
 * spec/2 §3, §4 DiffAgainstCollectionBranch / DiffAgainstDeliveryPostcode: what moving a basket line
 * to another branch or postcode would change, in the basket service's shape (BasketDiffItem), and
 * what confirming the change does to the line. The new branch's stock decides: its own shelf, then
 * its feeder and the distribution centre (the rest comes later: a split), a supplier that ships
 * direct (never collected from a branch), else the line is short or unavailable.
 */
import type { BasketDiffChange, BasketDiffItem } from "./branch-differences.ts";

export type LineAtNewLocation = {
  readonly productId: number;
  readonly description: string;
  readonly quantity: number;
  /** Ex-VAT unit prices in pence, at the branch in force now and at the new one. */
  readonly oldUnitExVat: number;
  readonly newUnitExVat: number;
  readonly newUnitIncVat: number;
  /** The new branch's stock of the product. */
  readonly local: number;
  readonly feeder: number;
  readonly central: number;
  readonly directShip: boolean;
};

export type NewLocation =
  { readonly fulfilment: "collection" } | { readonly fulfilment: "delivery"; readonly deliverable: boolean };

/** What confirming does to the line: keep it, set its quantity, or take it out of the basket. */
export type LineOutcome = { readonly keep: false } | { readonly keep: true; readonly quantity: number };

export function lineDifference(line: LineAtNewLocation, location: NewLocation): BasketDiffItem {
  const { description, quantity } = line;
  const change = (newQuantity: number, instockQuantity: number, sold = true): BasketDiffChange => ({
    ID: line.productId,
    newID: sold ? line.productId : null,
    newDescription: sold ? description : null,
    oldPriceSaleExclusive: line.oldUnitExVat,
    newPriceSaleExclusive: line.newUnitExVat,
    oldQuantity: quantity,
    newQuantity,
    instockQuantity,
    canCollect: !line.directShip,
    newPriceSale: line.newUnitIncVat,
  });
  if (location.fulfilment === "delivery" && !location.deliverable) {
    return { description, quantity, diff: [change(0, 0, false)] };
  }
  if (location.fulfilment === "collection" && line.directShip)
    return { description, quantity, diff: "delivery-only" };
  if (line.directShip) {
    // Shipped by the supplier: no shelf to run short, so only the price can change.
    return line.oldUnitExVat === line.newUnitExVat
      ? { description, quantity, diff: true }
      : { description, quantity, diff: [change(quantity, -1)] };
  }
  const obtainable = line.local + line.feeder + line.central;
  if (obtainable <= 0) return { description, quantity, diff: null };
  const newQuantity = Math.min(quantity, obtainable);
  const unchanged =
    newQuantity === quantity && line.local >= quantity && line.oldUnitExVat === line.newUnitExVat;
  return unchanged
    ? { description, quantity, diff: true }
    : { description, quantity, diff: [change(newQuantity, line.local)] };
}

/**
 * Confirming the change: lines the new branch cannot supply go, short lines shrink, the rest stay.
 * A postcode outside every delivery radius keeps the whole basket: the 'Please Provide Your Details'
 * request sends it to the nearest branch (spec/2 §2), and nothing is delivered without a branch agreeing.
 */
export function lineOutcome(item: BasketDiffItem): LineOutcome {
  const { diff, quantity } = item;
  if (diff === true) return { keep: true, quantity };
  if (diff === null || typeof diff === "string") return { keep: false };
  const [change] = diff;
  if (!change) return { keep: false };
  if (change.newID === null) return { keep: true, quantity };
  return { keep: true, quantity: change.newQuantity };
}

/** spec/2 §4: the change goes ahead without asking when no line would differ. */
export const differencesAreFine = (items: readonly BasketDiffItem[]): boolean =>
  items.every((item) => item.diff === true);
