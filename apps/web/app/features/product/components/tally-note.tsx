import { fillMessage } from "@merchant/domain/shared";
import { isCustomLengthPartNumber, TALLY_ALLOWED_MAXIMUM_MESSAGE } from "@merchant/domain/catalog";
import { Ruler } from "lucide-react";
import type { ProductDetail } from "@merchant/contract";

type Props = { tally: NonNullable<ProductDetail["tally"]>; partNumber: string };

/**
 * Timber sold by length (a tally product): the price is per metre and the Qty counts metres, so
 * the saw-to-size maximum (spec/1 §5, in the spec's words) counts metres in one order; both are
 * said before the price is read (issue 15, decision 141). Timber cut to the customer's length has
 * no such maximum (decision 012), so its note says only how it is sold.
 */
export function TallyNote({ tally, partNumber }: Props) {
  const custom = isCustomLengthPartNumber(partNumber);
  return (
    <div className="flex gap-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm">
      <Ruler aria-hidden className="mt-0.5 size-5 shrink-0 text-amber-700" />
      <div>
        <p className="font-semibold">Sold by the metre: the price is per m and the Qty counts metres.</p>
        {custom ? (
          <p>Cut to the length you need.</p>
        ) : (
          <p>
            Saw to size: {fillMessage(TALLY_ALLOWED_MAXIMUM_MESSAGE, { max: tally.sawToSizeMax })} That is{" "}
            {tally.sawToSizeMax} metres in one order.
          </p>
        )}
      </div>
    </div>
  );
}
