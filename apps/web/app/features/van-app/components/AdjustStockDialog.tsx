import { useId, useState, type FormEvent } from "react";
import type { VanStockProduct } from "@merchant/contract";
import {
  checkStockAdjustment,
  normaliseVanQuantity,
  STOCK_TRANSACTION_LABELS,
  STOCK_TRANSACTION_TYPES,
  type StockTransactionType,
} from "@merchant/domain/van";
import { Button } from "~/ui/Button.tsx";
import { Dialog } from "~/ui/Dialog.tsx";
import { Field } from "~/ui/Field.tsx";
import { SelectField } from "~/ui/SelectField.tsx";

type Props = {
  product: VanStockProduct | null;
  busy: boolean;
  onClose: () => void;
  /** Sends the adjustment; the dialog has already checked it against the level it shows. */
  onAdjust: (adjustment: { transactionType: StockTransactionType; quantity: number }) => void;
};

const TRANSACTION_CHOICES = STOCK_TRANSACTION_TYPES.map((type) => ({
  value: type,
  label: STOCK_TRANSACTION_LABELS[type],
}));

/**
 * spec/3 §2, §5, §7 sgadjustvanstock: takes stock out of the van with a transaction type. The
 * page checks the spec's rule against the level it shows, and the server decides.
 */
export function AdjustStockDialog({ product, busy, onClose, onAdjust }: Props) {
  const typeId = useId();
  const [transactionType, setTransactionType] = useState<StockTransactionType>("used_on_job");
  const [quantity, setQuantity] = useState("1");
  const [error, setError] = useState<string | undefined>();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!product) return;
    const typed = normaliseVanQuantity(quantity);
    const checked = typed.ok ? checkStockAdjustment(typed.value, product.currentStockLevel) : typed;
    if (!checked.ok) return setError(checked.message);
    setError(undefined);
    onAdjust({ transactionType, quantity: checked.value });
  }

  return (
    <Dialog
      open={product !== null}
      onOpenChange={(open) => {
        if (open) return;
        setError(undefined);
        setQuantity("1");
        onClose();
      }}
      title="Adjust stock"
      description={product ? `${product.name}: ${product.currentStockLevel} in the van.` : undefined}
    >
      <form className="flex flex-col gap-4" onSubmit={submit} noValidate>
        <SelectField
          id={typeId}
          label="Transaction type"
          value={transactionType}
          onChange={(event) => setTransactionType(event.target.value as StockTransactionType)}
          options={TRANSACTION_CHOICES}
        />
        <Field
          label="Quantity"
          inputMode="numeric"
          autoComplete="off"
          value={quantity}
          onChange={(event) => setQuantity(event.target.value)}
          error={error}
          data-autofocus
        />
        <Button type="submit" className="w-full" disabled={busy}>
          Adjust stock
        </Button>
      </form>
    </Dialog>
  );
}
