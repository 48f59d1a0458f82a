import { fail, ok, type Result } from "../shared/result.ts";
import { BAD_FULFILMENT_TYPE_MESSAGE } from "./messages.ts";

/** spec/2 §4, §9: the two ways to get goods. */
export const FULFILMENT_TYPES = ["collection", "delivery"] as const;
export type Fulfilment = (typeof FULFILMENT_TYPES)[number];

export function isFulfilment(value: unknown): value is Fulfilment {
  return FULFILMENT_TYPES.some((type) => type === value);
}

/** spec/2 §4: any other value (other case, padding, junk) is a bad fulfilment type. */
export function parseFulfilment(value: unknown): Result<Fulfilment, "bad_fulfilment_type"> {
  return isFulfilment(value) ? ok(value) : fail("bad_fulfilment_type", BAD_FULFILMENT_TYPE_MESSAGE);
}
