import { useId, useState, type FormEvent } from "react";
import { normaliseVanQuantity } from "@merchant/domain/van";
import { Button } from "./Button.tsx";
import { QuantityInput } from "./QuantityInput.tsx";

type Props = {
  /** The product's name, for the field's label ("Quantity of …"). */
  name: string;
  busy: boolean;
  onAdd: (quantity: number) => unknown;
};

/**
 * spec/3 §5 the app's add to basket (van or private store): a quantity from 1 to 999 (empty or
 * below 1 reads 1), refused in the spec's words before anything is sent.
 */
export function AppQuantityAdd({ name, busy, onAdd }: Props) {
  const [quantity, setQuantity] = useState("1");
  const [error, setError] = useState<string | null>(null);
  const errorId = useId();

  function submit(event: FormEvent) {
    event.preventDefault();
    const checked = normaliseVanQuantity(quantity);
    if (!checked.ok) return setError(checked.message);
    setError(null);
    setQuantity(String(checked.value));
    void onAdd(checked.value);
  }

  return (
    <form className="flex flex-col gap-1" onSubmit={submit} noValidate>
      <div className="flex items-end gap-2">
        <QuantityInput
          label={`Quantity of ${name}`}
          shownLabel="Qty"
          value={quantity}
          onChange={setQuantity}
          className="w-20"
        />
        <Button
          type="submit"
          className="flex-1"
          disabled={busy}
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
