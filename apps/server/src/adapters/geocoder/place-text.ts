/**
 * What a shopper typed in a place box: a full postcode, an outward code (the district, "IP1"),
 * or the name of a town. Full postcodes are read by the domain's rule (the `postcode` package);
 * an outward code alone is one or two letters, a digit, and an optional digit or letter.
 */
import { normalisePostcode } from "@merchant/domain/branches";

export type PlaceText =
  | { kind: "postcode"; postcode: string; outcode: string; area: string }
  | { kind: "outcode"; outcode: string; area: string }
  | { kind: "name"; name: string };

const OUTCODE = /^([A-Z]{1,2})[0-9][A-Z0-9]?$/;

export function readPlaceText(text: string): PlaceText | null {
  const trimmed = text.trim();
  if (trimmed === "") return null;
  const postcode = normalisePostcode(trimmed);
  if (postcode !== null) {
    const outcode = postcode.split(" ")[0]!;
    return { kind: "postcode", postcode, outcode, area: areaOf(outcode) };
  }
  const compact = trimmed.replace(/\s+/g, "").toUpperCase();
  const outcode = OUTCODE.exec(compact);
  if (outcode) return { kind: "outcode", outcode: compact, area: outcode[1]! };
  return { kind: "name", name: trimmed };
}

/** The letters an outward code starts with: "SW1A" → "SW", "B33" → "B". */
export function areaOf(outcode: string): string {
  return /^[A-Z]+/.exec(outcode)?.[0] ?? "";
}

/**
 * A place name as a key: case, accents, punctuation and spacing do not matter, "&" is "and",
 * and "Saint" is "St" ("St. Albans", "saint albans" and "ST ALBANS" are one town).
 */
export function placeNameKey(name: string): string {
  return name
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/['’`]/g, "")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim()
    .split(" ")
    .map((word) => (word === "saint" ? "st" : word))
    .join(" ");
}
