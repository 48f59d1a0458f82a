import type { Fulfilment } from "../fulfilment/fulfilment-type.ts";
import { fail, ok, type Fail, type Ok } from "../shared/result.ts";
import {
  APP_CHANGE_STORE_EMPTY_MESSAGE,
  FIND_STORE_EMPTY_MESSAGE,
  POSTCODE_INVALID_MESSAGE,
  STORE_SEARCH_ALERT_TITLE,
  STORE_SEARCH_EMPTY_MESSAGE,
} from "./messages.ts";
import { normalisePostcode } from "./postcode.ts";

/** spec/2 §5, §9: the selector's search buttons wake up above 2 non-space characters. */
export const STORE_SEARCH_MIN_NON_SPACE_CHARACTERS = 3;

export function isStoreSearchEnabled(input: string): boolean {
  return input.replace(/\s+/g, "").length >= STORE_SEARCH_MIN_NON_SPACE_CHARACTERS;
}

/** What was typed: a postcode (normalised) or a place for the geocoder to find. */
export type StoreSearchQuery =
  | { readonly kind: "postcode"; readonly postcode: string }
  | { readonly kind: "location"; readonly text: string };

function readQuery(text: string): StoreSearchQuery {
  const postcode = normalisePostcode(text);
  return postcode === null ? { kind: "location", text } : { kind: "postcode", postcode };
}

export type StoreSearchCode = "search_empty" | "postcode_invalid";

/**
 * spec/2 §5: brands BU, HB and TG have an error line under the box; the other brands raise an
 * 'Oops!' alert. The display travels with the refusal so every page shows it the same way.
 */
export type StoreSearchRefusal = Fail<StoreSearchCode> &
  ({ readonly display: "inline" } | { readonly display: "alert"; readonly title: string });

const INLINE_ERROR_BRANDS = new Set(["BU", "HB", "TG"]);

function refuse(brand: string, code: StoreSearchCode): StoreSearchRefusal {
  if (INLINE_ERROR_BRANDS.has(brand.trim().toUpperCase())) {
    return { ...fail(code, POSTCODE_INVALID_MESSAGE), display: "inline" };
  }
  const message = code === "search_empty" ? STORE_SEARCH_EMPTY_MESSAGE : POSTCODE_INVALID_MESSAGE;
  return { ...fail(code, message), display: "alert", title: STORE_SEARCH_ALERT_TITLE };
}

export type StoreSelectorSearch = { readonly brand: string; readonly fulfilment: Fulfilment };

/**
 * spec/2 §5 Store selector. Delivery is priced and routed by postcode, so it needs a real one;
 * a collection search also takes a place name, as the box is labelled "postcode/location"
 * (docs/decisions/021-branch-search.md).
 */
export function checkStoreSelectorSearch(
  input: string,
  search: StoreSelectorSearch,
): Ok<StoreSearchQuery> | StoreSearchRefusal {
  const text = input.trim();
  if (text === "") return refuse(search.brand, "search_empty");
  const query = readQuery(text);
  if (search.fulfilment === "delivery" && query.kind !== "postcode")
    return refuse(search.brand, "postcode_invalid");
  return ok(query);
}

/**
 * Boxes that take a postcode or any place (spec/2 §5 find store; spec/3 §5 change store, where
 * text that is not a postcode goes to the maps service); only a blank box is refused.
 */
export type LocationSearchBox = "find-store" | "app-change-store";

const EMPTY_LOCATION_MESSAGES: Record<LocationSearchBox, string> = {
  "find-store": FIND_STORE_EMPTY_MESSAGE,
  "app-change-store": APP_CHANGE_STORE_EMPTY_MESSAGE,
};

export function checkLocationSearch(
  box: LocationSearchBox,
  input: string,
): Ok<StoreSearchQuery> | Fail<"search_empty"> {
  const text = input.trim();
  return text === "" ? fail("search_empty", EMPTY_LOCATION_MESSAGES[box]) : ok(readQuery(text));
}
