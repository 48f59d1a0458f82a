import { useId, useState, type FormEvent } from "react";
import { normaliseVanQuantity } from "@merchant/domain/van";
import { Button } from "~/ui/Button.tsx";
import { QuantityInput } from "~/ui/QuantityInput.tsx";
import { useVanBasket } from "../hooks/van-basket-context.tsx";

type Props = { type: "van" | "void"; product: { productId: number; name: string } };

/**
 * spec/3 §5: a quantity from 1 to 999 (empty or below 1 reads 1) and the add; the server checks the
 * basket's type and the van's stock and answers in the spec's words.
 */
export function AddToVanBasket({ type, product }: Props) {
  const basket = useVanBasket();
  const [quantity, setQuantity] = useState("1");
  const [error, setError] = useState<string | null>(null);
  const errorId = useId();
  if (!basket) return null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = normaliseVanQuantity(quantity);
    if (!checked.ok) return setError(checked.message);
    setError(null);
    setQuantity(String(checked.value));
    await basket!.add({ type, productId: product.productId, quantity: checked.value });
  }

  return (
    <form className="flex flex-col gap-1" onSubmit={submit} noValidate>
      <div className="flex items-end gap-2">
        <QuantityInput
          label={`Quantity of ${product.name}`}
          shownLabel="Qty"
          value={quantity}
          onChange={setQuantity}
          className="w-20"
        />
        <Button
          type="submit"
          className="flex-1"
          disabled={basket.busy}
          aria-describedby={error ? errorId : undefined}
        >
          Add to basket
        </Button>
      </div>
      {error && (
        <p id={errorId} role="alert" className="text-sm font-semibold text-red-700">
          {error}
        </p>
      )}
    </form>
  );
}
