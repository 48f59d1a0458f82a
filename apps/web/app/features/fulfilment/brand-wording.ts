/**
 * spec/2 §1: the brand codes change the wording and layout of the store selector
 * (docs/decisions/109-store-selector-and-fulfilment-widgets.md). Each brand calls its places by
 * its own trade's word; SG keeps the older selector, with a static map where the others show
 * the current branch's card. How an empty search is refused is the domain's rule
 * (checkStoreSelectorSearch: an error line on BU, HB and TG, the 'Oops!' alert elsewhere).
 */
export type SelectorWording = {
  /** What the brand calls a branch, in lower case: "branch", "trade centre", "store". */
  place: string;
  /** The selector's title when the shopper opens it. */
  title: string;
  /** The header button before a branch is chosen. */
  chooseLabel: string;
  /** The current branch beside the results: its card, or a static map on the older layout. */
  currentBranch: "card" | "map";
};

const PLACE_BY_BRAND: Readonly<Record<string, string>> = {
  BU: "branch",
  HB: "branch",
  TG: "trade centre",
  SG: "store",
};
const MAP_LAYOUT_BRANDS = new Set(["SG"]);

const titleCase = (words: string) => words.replace(/\b\w/g, (letter) => letter.toUpperCase());

export function selectorWording(brandCode: string): SelectorWording {
  const place = PLACE_BY_BRAND[brandCode] ?? "branch";
  return {
    place,
    title: `Choose Your ${titleCase(place)}`,
    chooseLabel: `Choose a ${place}`,
    currentBranch: MAP_LAYOUT_BRANDS.has(brandCode) ? "map" : "card",
  };
}
