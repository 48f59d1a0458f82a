import { fail, fillMessage, ok, type Result } from "../shared/result.ts";
import { isCustomLengthPartNumber } from "./custom-length.ts";
import {
  QUANTITY_INVALID_MESSAGE,
  TALLY_ALLOWED_MAXIMUM_MESSAGE,
  TALLY_ALREADY_IN_BASKET_MESSAGE,
  TALLY_ONLY_MAXIMUM_MESSAGE,
  TALLY_PRODUCT_LIMIT_MESSAGE,
} from "./messages.ts";
import { isWholeQuantity } from "./quantity-field.ts";

/** spec/1 §5, §9: the saw-to-size maximum comes from a page value; the comment beside it says 5. */
export const DEFAULT_TALLY_MAXIMUM = 5;

/**
 * The two parts of the already-in-basket message are shown on two lines: the spec quotes them
 * as separate texts and joining them with a plain space would read as one run-on sentence
 * (docs/decisions/012-tally-messages-and-check-order.md). Dialogs render it with pre-line.
 */
export const TALLY_MESSAGE_LINE_BREAK = "\n";

/** The product's saw-to-size maximum, or 5 when the product carries none (or junk). */
export function tallyMaximumFrom(value: number | string | null | undefined): number {
  const maximum = Number(value); // "", null and undefined give 0 or NaN, so the default
  return Number.isInteger(maximum) && maximum > 0 ? maximum : DEFAULT_TALLY_MAXIMUM;
}

export type TallyRequest = {
  readonly requested: number;
  readonly inBasket: number;
  readonly sawToSizeMax?: number | string | null;
  readonly partNumber?: string | null;
};

export type TallyRefusal = "invalid-quantity" | "over-tally-maximum" | "over-tally-maximum-with-basket";

/**
 * spec/1 §5 Quantities: a tally product may not be ordered beyond its saw-to-size maximum.
 * The requested quantity on its own is checked first: when it alone is too many, emptying the
 * basket would not help, so "already in your basket" would mislead (decision 012).
 */
export function checkTallyQuantity(request: TallyRequest): Result<number, TallyRefusal> {
  const { requested, inBasket } = request;
  if (!isWholeQuantity(requested, 1) || !isWholeQuantity(inBasket, 0)) {
    return fail("invalid-quantity", QUANTITY_INVALID_MESSAGE);
  }
  if (isCustomLengthPartNumber(request.partNumber)) return ok(requested);
  const max = tallyMaximumFrom(request.sawToSizeMax);
  if (requested > max) return fail("over-tally-maximum", fillMessage(TALLY_ONLY_MAXIMUM_MESSAGE, { max }));
  if (inBasket + requested > max) {
    const alreadyInBasket = fillMessage(TALLY_ALREADY_IN_BASKET_MESSAGE, { n: inBasket });
    const allowed = fillMessage(TALLY_ALLOWED_MAXIMUM_MESSAGE, { max });
    return fail("over-tally-maximum-with-basket", alreadyInBasket + TALLY_MESSAGE_LINE_BREAK + allowed);
  }
  return ok(requested);
}

export type ProductLimitRequest = {
  readonly quantity: number;
  readonly isTallyProduct: boolean;
  readonly limit?: number | string | null;
  readonly partNumber?: string | null;
};

export type ProductLimitRefusal = "invalid-quantity" | "over-product-limit";

/**
 * spec/2 §5 Tally products: on the product page a tally product's quantity may not pass its
 * limit, unless the part number marks a custom length. Other products are not limited here.
 */
export function checkTallyProductLimit(request: ProductLimitRequest): Result<number, ProductLimitRefusal> {
  const { quantity } = request;
  if (!isWholeQuantity(quantity, 1)) return fail("invalid-quantity", QUANTITY_INVALID_MESSAGE);
  if (!request.isTallyProduct || isCustomLengthPartNumber(request.partNumber)) return ok(quantity);
  const limit = tallyMaximumFrom(request.limit);
  return quantity > limit
    ? fail("over-product-limit", fillMessage(TALLY_PRODUCT_LIMIT_MESSAGE, { limit }))
    : ok(quantity);
}

/**
 * spec/2 §5: when the server's own tally check answers false, the message names a maximum of 5:
 * the old page's fixed number. It names the product's own limit here, 5 when the product carries
 * none, so the words are never wrong for a product limited otherwise (decision 113).
 */
export function tallyServerRefusalMessage(limit?: number | string | null): string {
  return fillMessage(TALLY_PRODUCT_LIMIT_MESSAGE, { limit: tallyMaximumFrom(limit) });
}

/**
 * The tally value the timber length entry needs (spec/1 §5): the length of the stock piece, the
 * second part of a timber part number (TIM/2.4/47100 → "2.4"; a custom length reads "1.0").
 * Missing on a broken part number, which the entry answers with its error message.
 */
export function tallyValueOf(partNumber: string): string | null {
  return partNumber.split("/")[1]?.trim() || null;
}
