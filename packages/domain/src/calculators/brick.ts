import { fail, ok, type Result } from "../shared/result.ts";
import { BRICK_NO_SELECTION_MESSAGE } from "./messages.ts";

/**
 * spec/3 §3 Brick lookup table, spec/2 §9: bricks per square metre of wall for each brick size
 * (length-width-height in mm). Every cell of the spec's table is this figure times the area.
 */
export const BRICKS_PER_SQUARE_METRE = {
  "215-102.5-50": 75,
  "215-102.5-65": 60,
  "228-108-68": 54,
  "215-102.5-73": 54,
  "215-102.5-75": 53,
} as const;
export type BrickDimension = keyof typeof BRICKS_PER_SQUARE_METRE;
export const BRICK_DIMENSIONS = Object.keys(BRICKS_PER_SQUARE_METRE) as BrickDimension[];

/** The wall areas (m²) the calculator offers. */
export const BRICK_AREAS = [1, 5, 10, 20, 50] as const;
export type BrickArea = (typeof BRICK_AREAS)[number];

/** spec/3 §5: both a dimension and an area (the "Quantity" select) must be chosen from the lists. */
export function bricksFor(
  dimension: string | null | undefined,
  area: string | number | null | undefined,
): Result<number, "no-selection"> {
  const squareMetres = BRICK_AREAS.find((offered) => String(offered) === String(area ?? "").trim());
  const perSquareMetre = BRICK_DIMENSIONS.find((known) => known === dimension);
  if (squareMetres === undefined || perSquareMetre === undefined) {
    return fail("no-selection", BRICK_NO_SELECTION_MESSAGE);
  }
  return ok(BRICKS_PER_SQUARE_METRE[perSquareMetre] * squareMetres);
}
