import { Link } from "react-router";
import { Ruler, ShoppingCart } from "lucide-react";
import { DEFAULT_QUANTITY } from "@merchant/domain/catalog";
import { Button, buttonClass } from "~/ui/Button.tsx";
import { Spinner } from "~/ui/Spinner.tsx";
import { useAddToBasket } from "../use-add-to-basket.ts";
import { AddMessageDialog } from "./AddToBasket.tsx";

type Props = {
  product: { id: number; slug: string; name: string; isTally: boolean };
  /** How many to add: one from a listing; a partnering catalogue's usual quantity. */
  quantity?: number;
};

/**
 * A listing card's add to basket (issue 10: add-to-basket forms on listing and search pages): one
 * of the product, by the product page's rules (no branch or postcode yet: the store selector asks
 * first; the mini basket, the phone's pop-up or the 'Your Basket' refusal after). A tally product
 * is bought by length, which the product page's timber length entry asks for: its card links there.
 */
export function QuickAddToBasket({ product, quantity = DEFAULT_QUANTITY }: Props) {
  const { add, busy, message, dismiss } = useAddToBasket();
  // Above the card's link, which stretches over the whole card; on a phone's narrow card, words only.
  const layer = "relative z-10 w-full max-sm:px-2";
  const icon = "hidden size-4 shrink-0 sm:block";
  if (product.isTally) {
    return (
      <Link
        to={`/product/${product.slug}`}
        aria-label={`Choose a length: ${product.name}`}
        className={buttonClass("secondary", layer)}
      >
        <Ruler aria-hidden="true" className={icon} />
        Choose a length
      </Link>
    );
  }
  return (
    <>
      <Button
        disabled={busy}
        // Named after the product: a listing has one of these per card.
        aria-label={`Add to basket: ${product.name}`}
        className={layer}
        onClick={() => add([{ productId: product.id, quantity }])}
      >
        {busy ? (
          <Spinner label="Adding to your basket" className="size-4" />
        ) : (
          <ShoppingCart aria-hidden="true" className={icon} />
        )}
        Add to basket
      </Button>
      <AddMessageDialog message={message} onClose={dismiss} />
    </>
  );
}
