/**
 * What the page checks before it asks the server to add or change a quantity (spec/1 §5): the
 * server checks the same again, the page only spares the shopper a round trip.
 */
import {
  checkBasketAddQuantities,
  checkTallyProductLimit,
  checkTallyQuantity,
  isWholeQuantity,
  QUANTITY_INVALID_MESSAGE,
  quantityOnBlur,
} from "@merchant/domain/catalog";
import { fail, ok, type Result } from "@merchant/domain/shared";

/** The product as the checks need it; tally products carry their saw-to-size maximum. */
export type ProductToAdd = {
  id: number;
  partNumber: string;
  isTally: boolean;
  sawToSizeMax: number | null;
};

/**
 * The quantity typed (an empty field counts as 1) checked against the 99999 maximum and, for a
 * tally product, its saw-to-size maximum with what the basket holds already.
 */
export function checkQuantityToAdd(
  product: ProductToAdd,
  typed: string,
  inBasket: number,
): Result<number, string> {
  const quantity = Number(quantityOnBlur(typed));
  const add = checkBasketAddQuantities({ [product.id]: quantity });
  if (!add.ok) return add;
  if (!isWholeQuantity(quantity, 1)) return fail("invalid-quantity", QUANTITY_INVALID_MESSAGE);
  if (!product.isTally) return ok(quantity);
  return checkTallyQuantity({
    requested: quantity,
    inBasket,
    sawToSizeMax: product.sawToSizeMax,
    partNumber: product.partNumber,
  });
}

/**
 * The product page's check (spec/2 §5): a tally product's quantity above its limit is answered in
 * the product page's words ('Sorry, there is a maximum order quantity of {limit} …') before the
 * checks every add form shares (decision 113).
 */
export function checkProductPageQuantity(
  product: ProductToAdd,
  typed: string,
  inBasket: number,
): Result<number, string> {
  const limited = checkTallyProductLimit({
    quantity: Number(quantityOnBlur(typed)),
    isTallyProduct: product.isTally,
    limit: product.sawToSizeMax,
    partNumber: product.partNumber,
  });
  if (!limited.ok && limited.code === "over-product-limit") return limited;
  return checkQuantityToAdd(product, typed, inBasket);
}
