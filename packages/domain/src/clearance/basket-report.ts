import { fail, ok, type Result } from "../shared/result.ts";
import {
  LOCATION_NOT_SET_REASON,
  NOT_ADDED_MESSAGE,
  NOT_IN_SYSTEM_REASON,
  NO_FULFILMENT_REASON,
  NO_QUANTITY_REASON,
  OTHER_BRANCH_REASON,
} from "./messages.ts";

/** spec/1 §3: the flags the clearance add answers (GET /ajax/addclearanceitem in the old site). */
export type ClearanceAddFlags = {
  readonly status: boolean;
  readonly fulfilment: boolean;
  readonly isLocationSet: boolean;
  readonly hasQty: boolean;
  readonly validId: boolean;
  readonly active: boolean;
  readonly sameBranch: boolean;
};

export type ClearanceAddRefusal =
  "not-in-system" | "no-fulfilment" | "location-not-set" | "other-branch" | "no-quantity" | "not-added";

/** spec/1 §2: after a clearance item is added the shopper goes to the basket. */
export const CLEARANCE_ADDED_DESTINATION = "/basket";

/**
 * When several flags fail, the first reason here is given: each later check only means something
 * once the earlier ones hold — a product must exist before it can be collected, collection needs
 * a branch, stock is counted at the item's own branch (docs/decisions/014-clearance-basket-report-precedence.md).
 */
const REASONS: ReadonlyArray<readonly [ClearanceAddRefusal, (flags: ClearanceAddFlags) => boolean, string]> =
  [
    ["not-in-system", (flags) => flags.validId && flags.active, NOT_IN_SYSTEM_REASON],
    ["no-fulfilment", (flags) => flags.fulfilment, NO_FULFILMENT_REASON],
    ["location-not-set", (flags) => flags.isLocationSet, LOCATION_NOT_SET_REASON],
    ["other-branch", (flags) => flags.sameBranch, OTHER_BRANCH_REASON],
    ["no-quantity", (flags) => flags.hasQty, NO_QUANTITY_REASON],
  ];

/**
 * spec/1 §8: a refused clearance add shows the 'Basket Report' dialog (BASKET_REPORT_TITLE):
 * 'The item was not added to your basket!' then the reason, on the next line. A refusal whose
 * flags all hold still says the item was not added, without a reason.
 */
export function reportClearanceAdd(
  flags: ClearanceAddFlags,
): Result<{ redirectTo: string }, ClearanceAddRefusal> {
  if (flags.status) return ok({ redirectTo: CLEARANCE_ADDED_DESTINATION });
  const failed = REASONS.find(([, holds]) => !holds(flags));
  if (!failed) return fail("not-added", NOT_ADDED_MESSAGE);
  const [code, , reason] = failed;
  return fail(code, `${NOT_ADDED_MESSAGE}\n${reason}`);
}
