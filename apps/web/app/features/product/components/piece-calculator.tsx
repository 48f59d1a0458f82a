import { calculatorToggleLabel, pieceMeasureOf, piecesNeeded } from "@merchant/domain/catalog";
import { useId, useState } from "react";
import { Field } from "~/ui/Field.tsx";

type Props = {
  productName: string;
  /** Held by the page, so it survives the add-to-basket area being drawn again (spec/1 §4). */
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/**
 * The product page's tile or kerb calculator behind its toggle (spec/1 §2, §4; decision 159):
 * 'Need help to calculate?' opens it and 'Hide calculator' closes it. A kerb counts pieces for a
 * run in metres, a tile or slab for an area in square metres. Other products have none.
 */
export function PieceCalculator({ productName, open, onOpenChange }: Props) {
  const [amount, setAmount] = useState("");
  const panelId = useId();
  const measure = pieceMeasureOf(productName);
  if (!measure) return null;
  const pieces = piecesNeeded(measure, Number(amount.trim() === "" ? Number.NaN : amount));
  const run = measure.kind === "run";

  return (
    <div className="mt-3">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => onOpenChange(!open)}
        className="font-semibold text-brand-ink underline underline-offset-2"
      >
        {calculatorToggleLabel(open)}
      </button>
      <div id={panelId} hidden={!open} className="mt-2 rounded-lg border border-line bg-surface p-3">
        <Field
          label={run ? "Length of the run (metres)" : "Area to cover (m²)"}
          inputMode="decimal"
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
        />
        <p role="status" className="mt-2 font-semibold">
          {pieces === null
            ? `Enter the ${run ? "length" : "area"} to count the pieces.`
            : `You need ${pieces} ${pieces === 1 ? "piece" : "pieces"}.`}
        </p>
      </div>
    </div>
  );
}
