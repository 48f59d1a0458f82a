/**
 * Changing a basket line on the basket page: its quantity (the tally maximum checked first) or
 * removing it. Each change answers with the whole basket, which replaces the one shown (page,
 * header count and mini basket alike), and is pushed to the analytics data layer.
 */
import { useState } from "react";
import type { Basket } from "@merchant/contract";
import { ADD_TO_BASKET_REQUEST_FAILED_MESSAGE } from "@merchant/domain/basket";
import { pushCartEvent, pushQuantityChange, type CartItem } from "~/lib/analytics.ts";
import { ApiError } from "~/lib/api.ts";
import { checkQuantityToAdd } from "./add-checks.ts";
import { removeFromBasket, setBasketQuantity } from "./api.ts";
import { useBasket } from "./basket-context.tsx";

export type BasketLine = Basket["lines"][number];

/** A refusal in the server's words (409), else the spec's words for a failed request. */
const failureMessage = (error: unknown) =>
  error instanceof ApiError && error.status === 409 ? error.message : ADD_TO_BASKET_REQUEST_FAILED_MESSAGE;

/** A line as the analytics data layer counts it: `quantity` of it added or removed. */
export const cartItemOf = (line: BasketLine, quantity = line.quantity): CartItem => ({
  productId: line.product.id,
  name: line.product.name,
  quantity,
  unitPricePence: line.unitPrice.incVat,
});

export function useLineChanges(line: BasketLine) {
  const { replace } = useBasket();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  /** Runs a change; true when the server made it. */
  async function change(run: () => Promise<Basket>, after: () => void): Promise<boolean> {
    setBusy(true);
    setError(null);
    try {
      replace(await run());
      after();
      return true;
    } catch (failure) {
      setError(failureMessage(failure));
      return false;
    } finally {
      setBusy(false);
    }
  }

  /** Saves the quantity typed; false when it was refused, so the field can show the saved one again. */
  async function setQuantity(typed: string): Promise<boolean> {
    // The line's new quantity replaces the old one, so nothing else of it counts as held.
    const checked = checkQuantityToAdd(line.product, typed, 0);
    if (!checked.ok) {
      setError(checked.message);
      return false;
    }
    const quantity = checked.value;
    if (quantity === line.quantity) return true;
    return change(
      () => setBasketQuantity(line.lineId, quantity),
      () => pushQuantityChange(cartItemOf(line), line.quantity, quantity),
    );
  }

  const remove = () =>
    change(
      () => removeFromBasket(line.lineId),
      () => pushCartEvent("remove_from_cart", [cartItemOf(line)]),
    );

  return { busy, error, setQuantity, remove };
}
