import { useState, type FormEvent } from "react";
import { ShoppingCart } from "lucide-react";
import type { ClearanceItem } from "@merchant/contract";
import { DEFAULT_QUANTITY } from "@merchant/domain/catalog";
import { Button } from "~/ui/Button.tsx";
import { Dialog } from "~/ui/Dialog.tsx";
import { Price } from "~/ui/Price.tsx";
import { QuantityInput } from "~/ui/QuantityInput.tsx";
import { Spinner } from "~/ui/Spinner.tsx";
import { useAddClearance } from "../use-add-clearance.ts";

/**
 * One clearance item's offer, on the clearance page and the product page alike: why it is on
 * clearance, its price now and its usual price (each inc or ex VAT as the shopper chose), how many
 * the branch has, and the Qty field with the button that adds it (spec/1 §5: the quantity field's
 * rules; more than the branch has is the 'Quantity Issue').
 */
export function ClearanceOffer({ item }: { item: ClearanceItem }) {
  const [quantity, setQuantity] = useState(String(DEFAULT_QUANTITY));
  const { add, busy, report, dismiss } = useAddClearance(item);
  const named = `${item.product.name} (${item.note})`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void add(quantity);
  };

  return (
    <div className="flex flex-col gap-3">
      <p>
        <span className="rounded bg-accent/25 px-2 py-0.5 text-sm font-semibold text-ink">{item.note}</span>
      </p>
      <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <Price price={item.price} />
        <Price price={item.wasPrice} was />
      </div>
      <p className="text-sm font-semibold">{item.available} available</p>
      <form onSubmit={submit} className="flex items-end gap-3">
        <QuantityInput
          label={`Quantity of ${named}`}
          shownLabel="Qty"
          value={quantity}
          onChange={setQuantity}
        />
        <Button
          type="submit"
          disabled={busy}
          aria-label={`Add to basket: ${named}`}
          className="whitespace-nowrap"
        >
          {busy ? (
            <Spinner label="Adding to your basket" className="size-5" />
          ) : (
            <ShoppingCart aria-hidden="true" className="size-5" />
          )}
          Add to basket
        </Button>
      </form>
      <Dialog
        open={report !== null}
        onOpenChange={(open) => !open && dismiss()}
        title={report?.title ?? ""}
        description={report?.message ?? ""}
      />
    </div>
  );
}
