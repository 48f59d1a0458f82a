/**
 * Adding a clearance item (spec/1 §2, §5, §8): the page checks the quantity against what the
 * branch has, the server checks everything again; an added item takes the shopper to the basket
 * (the reply's `redirectTo`), a refusal stays on the page in a dialog.
 */
import { useCallback, useState } from "react";
import { useNavigate } from "react-router";
import type { ClearanceItem } from "@merchant/contract";
import { pushCartEvent } from "~/lib/analytics.ts";
import { addClearance } from "./api.ts";
import { checkTypedQuantity, clearanceAddFailure, type ClearanceReport } from "./add-report.ts";

export function useAddClearance(item: ClearanceItem) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [report, setReport] = useState<ClearanceReport | null>(null);

  const add = useCallback(
    async (typed: string) => {
      if (busy) return;
      const checked = checkTypedQuantity(typed, item);
      if (!checked.ok) return setReport(checked.report);
      setBusy(true);
      try {
        const reply = await addClearance(item.id, checked.quantity);
        const { product, price } = item;
        pushCartEvent("add_to_cart", [
          {
            productId: product.id,
            name: product.name,
            quantity: checked.quantity,
            unitPricePence: price.incVat,
          },
        ]);
        // The button rests until the basket page takes over.
        await navigate(reply.redirectTo);
      } catch (error) {
        setReport(clearanceAddFailure(error));
        setBusy(false);
      }
    },
    [busy, item, navigate],
  );
  const dismiss = useCallback(() => setReport(null), []);

  return { add, busy, report, dismiss };
}
