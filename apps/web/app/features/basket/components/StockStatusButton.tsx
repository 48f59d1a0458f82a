import { Info } from "lucide-react";
import { useState } from "react";
import type { StockCheck } from "@merchant/contract";
import { Dialog } from "~/ui/Dialog.tsx";
import { Spinner } from "~/ui/Spinner.tsx";
import { StockLine } from "~/ui/StockLine.tsx";
import { StockPanel } from "~/ui/StockPanel.tsx";
import { stockOf } from "../api.ts";
import type { BasketLine } from "../use-line-changes.ts";

type Props = {
  product: { id: number; name: string };
  /** The line's stock as the basket gave it. */
  stock: NonNullable<BasketLine["stock"]>;
};

type Reading = { status: "reading" } | { status: "read"; stock: StockCheck } | { status: "failed" };

/**
 * The stock-status info dialog of a basket line (spec/1 §2; spec/2 §7 getstockstatus): the
 * product's stock at the branch in force, read afresh when it opens, with its additional text and
 * when the branch last reported it. Should the shop not answer, the line's own stock text stays.
 */
export function StockStatusButton({ product, stock }: Props) {
  const [reading, setReading] = useState<Reading | null>(null);

  const open = async () => {
    setReading({ status: "reading" });
    try {
      setReading({ status: "read", stock: await stockOf(product.id) });
    } catch {
      setReading({ status: "failed" });
    }
  };
  const branchName = reading?.status === "read" ? reading.stock.branch?.name : null;

  return (
    <>
      <button
        type="button"
        onClick={() => void open()}
        aria-label={`Stock details for ${product.name}`}
        className="grid size-11 shrink-0 place-items-center rounded-md text-ink hover:bg-surface"
      >
        <Info aria-hidden="true" className="size-5" />
      </button>
      <Dialog
        open={reading !== null}
        onOpenChange={(opened) => !opened && setReading(null)}
        title={branchName ? `Stock at ${branchName}` : "Stock"}
      >
        <div className="flex max-w-md flex-col gap-2" aria-live="polite">
          <p className="font-semibold">{product.name}</p>
          {reading?.status === "read" ? <StockPanel stock={reading.stock} /> : <StockLine stock={stock} />}
          {reading?.status === "reading" && <Spinner label="Checking stock" className="size-5" />}
        </div>
      </Dialog>
    </>
  );
}
