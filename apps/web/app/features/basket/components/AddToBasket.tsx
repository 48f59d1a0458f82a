import { useState, type FormEvent, type ReactNode } from "react";
import { Link } from "react-router";
import { ShoppingCart } from "lucide-react";
import { DEFAULT_QUANTITY, tallyServerRefusalMessage, tallyValueOf } from "@merchant/domain/catalog";
import { VIEW_BASKET_LABEL } from "@merchant/domain/basket";
import { Button, buttonClass } from "~/ui/Button.tsx";
import { Dialog } from "~/ui/Dialog.tsx";
import { Spinner } from "~/ui/Spinner.tsx";
import { checkProductPageQuantity, type ProductToAdd } from "../add-checks.ts";
import { quantityInBasket, useBasket } from "../basket-context.tsx";
import { useAddToBasket, type AddMessage } from "../use-add-to-basket.ts";
import { QuantityInput } from "~/ui/QuantityInput.tsx";
import { EssentialExtrasDialog } from "./EssentialExtrasDialog.tsx";
import { TimberLength } from "./TimberLength.tsx";
import { TimberOptions } from "./TimberOptions.tsx";

type Props = {
  product: ProductToAdd;
  /** What the page shows under the button with the quantity typed (the partnering catalogue's add). */
  alongside?: (quantity: string) => ReactNode;
};

/**
 * The product page's Qty field and 'Add to basket' button (spec/1 §5, spec/2 §4), with the timber
 * length entry for a tally product. The page's checks run first (99999, a tally product's limit
 * in spec/2 §5's words, the saw-to-size maximum with what the basket holds); the server checks
 * again and may refuse in its own words, a tally quantity in spec/2 §5's. Once
 * added, the product's essential extras are offered when it has any (spec/2 §2 upsell).
 */
export function AddToBasket({ product, alongside }: Props) {
  const { basket, refresh, location } = useBasket();
  const [quantity, setQuantity] = useState(String(DEFAULT_QUANTITY));
  const adding = useAddToBasket();
  const { add, busy, refuse } = adding;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // A quantity refused on its own is refused at once, whatever the basket holds. Only a tally
    // product's quantity within its limit needs what the basket holds, which a page just opened may
    // not have read yet.
    let checked = checkProductPageQuantity(product, quantity, 0);
    if (checked.ok && product.isTally) {
      const inBasket = quantityInBasket(basket ?? (await refresh()), product.id);
      checked = checkProductPageQuantity(product, quantity, inBasket);
    }
    if (!checked.ok) return refuse(checked.message);
    add([{ productId: product.id, quantity: checked.value }], {
      offerExtras: true,
      tallyRefusal: tallyServerRefusalMessage(product.sawToSizeMax),
    });
  };

  return (
    <div className="flex flex-col gap-3">
      {product.isTally && (
        <TimberLength
          tallyValue={tallyValueOf(product.partNumber)}
          hasQuantityBox={location.chosen}
          onFill={(metres) => setQuantity(String(metres))}
        />
      )}
      <form
        onSubmit={(event) => void submit(event)}
        className="flex items-end gap-3"
        aria-label="Add to basket"
      >
        <QuantityInput label="Qty" value={quantity} onChange={setQuantity} />
        <Button type="submit" disabled={busy} className="min-w-44 text-base">
          {busy ? (
            <Spinner label="Adding to your basket" className="size-6" />
          ) : (
            <ShoppingCart aria-hidden="true" className="size-5" />
          )}
          Add to basket
        </Button>
      </form>
      {alongside?.(quantity)}
      <AddOutcomeDialogs adding={adding} />
      {product.isTally && <TimberOptions productId={product.id} />}
    </div>
  );
}

/** What an add may open: the essential extras' dialog, and 'Your Basket' (why not, or on a phone that it worked). */
export function AddOutcomeDialogs({ adding }: { adding: ReturnType<typeof useAddToBasket> }) {
  return (
    <>
      <EssentialExtrasDialog offer={adding.extras} onClose={adding.closeExtras} onAdd={adding.addExtras} />
      <AddMessageDialog message={adding.message} onClose={adding.dismiss} />
    </>
  );
}

/** 'Your Basket': why nothing was added, or under 980 px that the item was (spec/2 §8, §9). */
export function AddMessageDialog({ message, onClose }: { message: AddMessage | null; onClose: () => void }) {
  return (
    <Dialog
      open={message !== null}
      onOpenChange={(open) => !open && onClose()}
      title={message?.title ?? ""}
      description={message?.message ?? ""}
      {...(message?.autoCloseMs ? { autoCloseMs: message.autoCloseMs } : {})}
    >
      {message?.added && (
        <Link to="/basket" onClick={onClose} className={buttonClass("primary", "capitalize")}>
          {VIEW_BASKET_LABEL}
        </Link>
      )}
    </Dialog>
  );
}
