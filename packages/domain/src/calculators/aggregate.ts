import { fail, ok, type Result } from "../shared/result.ts";
import { AGGREGATE_INVALID_MESSAGE } from "./messages.ts";
import { readMeasurement } from "./measurement.ts";

/**
 * spec/2 §9: kilograms per cubic centimetre of each aggregate (0.002 kg/cm³ = 2,000 kg/m³).
 * The spec multiplies "volume" by these; read against m³ they would weigh a whole patio at a few
 * grams, so they are per cm³ (docs/decisions/015-aggregate-calculator-units.md).
 */
export const AGGREGATE_KG_PER_CUBIC_CM = { sand: 0.002, gravel: 0.0018, slate: 0.0016 } as const;
export type AggregateType = keyof typeof AGGREGATE_KG_PER_CUBIC_CM;
export const AGGREGATE_TYPES = Object.keys(AGGREGATE_KG_PER_CUBIC_CM) as AggregateType[];

const CUBIC_CM_PER_CUBIC_METRE = 1_000_000;
const MM_PER_METRE = 1000;

/** spec/2 §9: a bulk bag holds up to 800 kg and a poly bag 25 kg; 450–800 kg is one bulk bag. */
export const BULK_BAG_KG = 800;
export const POLY_BAG_KG = 25;
export const ONE_BULK_BAG_FROM_KG = 450;

export type AggregateOrder = {
  readonly type: string | null | undefined;
  /** Millimetres, as typed. */
  readonly length: string | number | null | undefined;
  readonly width: string | number | null | undefined;
  readonly depth: string | number | null | undefined;
};

export type AggregateEstimate = {
  readonly volumeCubicMetres: number;
  readonly weightKg: number;
  readonly bulkBags: number;
  readonly polyBags: number;
};

export function isAggregateType(type: string | null | undefined): type is AggregateType {
  return AGGREGATE_TYPES.some((known) => known === type);
}

/** spec/2 §9 bag rule. */
export function bagsFor(weightKg: number): { bulkBags: number; polyBags: number } {
  if (weightKg >= ONE_BULK_BAG_FROM_KG && weightKg <= BULK_BAG_KG) return { bulkBags: 1, polyBags: 0 };
  const bulkBags = Math.floor(weightKg / BULK_BAG_KG);
  return { bulkBags, polyBags: Math.ceil((weightKg - bulkBags * BULK_BAG_KG) / POLY_BAG_KG) };
}

/**
 * spec/2 §5, §9 Aggregate calculator: length, width and depth in mm become metres, their volume
 * times the type's density gives the weight, and the weight the bags. The weight is kept to the
 * gram so floating-point dust (600.0000000001 kg) cannot add a poly bag.
 */
export function estimateAggregate(order: AggregateOrder): Result<AggregateEstimate, "invalid-aggregate"> {
  const metres = [order.length, order.width, order.depth].map((mm) => readMeasurement(mm) / MM_PER_METRE);
  if (!isAggregateType(order.type) || !metres.every((size) => size > 0)) {
    return fail("invalid-aggregate", AGGREGATE_INVALID_MESSAGE);
  }
  const volumeCubicMetres = metres.reduce((product, size) => product * size, 1);
  const kg = volumeCubicMetres * CUBIC_CM_PER_CUBIC_METRE * AGGREGATE_KG_PER_CUBIC_CM[order.type];
  const weightKg = Math.round(kg * 1000) / 1000;
  if (!(weightKg > 0)) return fail("invalid-aggregate", AGGREGATE_INVALID_MESSAGE);
  return ok({ volumeCubicMetres, weightKg, ...bagsFor(weightKg) });
}
