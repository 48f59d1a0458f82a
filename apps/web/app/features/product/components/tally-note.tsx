import { fillMessage } from "@merchant/domain/shared";
import { TALLY_ALLOWED_MAXIMUM_MESSAGE } from "@merchant/domain/catalog";
import { Ruler } from "lucide-react";
import type { ProductDetail } from "@merchant/contract";

/**
 * Timber sold by length (a tally product): the shopper buys metres, and the yard saws to size
 * up to the product's maximum (spec/1 §3, §5), so both are said before the price is read.
 */
export function TallyNote({ tally }: { tally: NonNullable<ProductDetail["tally"]> }) {
  return (
    <div className="flex gap-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm">
      <Ruler aria-hidden className="mt-0.5 size-5 shrink-0 text-amber-700" />
      <div>
        <p className="font-semibold">Sold by length ({tally.unit})</p>
        <p>Saw to size: {fillMessage(TALLY_ALLOWED_MAXIMUM_MESSAGE, { max: tally.sawToSizeMax })}</p>
      </div>
    </div>
  );
}
