import { CircleCheck, CircleX } from "lucide-react";
import type { StockCheck } from "@merchant/contract";
import { OUT_OF_STOCK_AT_BRANCH_MESSAGE } from "@merchant/domain/basket";

const LONDON_TIME = new Intl.DateTimeFormat("en-GB", {
  dateStyle: "short",
  timeStyle: "short",
  timeZone: "Europe/London",
});

/**
 * The chosen branch's stock of the product (spec/2 §3 stock info): the stock text, its
 * additional line and when the branch last reported it; 'Currently unavailable at your
 * selected branch.' when it cannot supply it.
 */
export function StockPanel({ stock }: { stock: StockCheck }) {
  const available = stock.inStock && stock.status !== "unavailable";
  const Icon = available ? CircleCheck : CircleX;
  return (
    <div className="flex flex-col gap-1">
      <p
        className={
          available
            ? "flex items-center gap-2 font-semibold text-green-800"
            : "flex items-center gap-2 font-semibold text-red-700"
        }
      >
        <Icon aria-hidden="true" className="size-5 shrink-0" />
        {available ? stock.stockText : OUT_OF_STOCK_AT_BRANCH_MESSAGE}
      </p>
      {stock.stockTextAdditional && <p className="text-sm">{stock.stockTextAdditional}</p>}
      {stock.lastUpdated && (
        <p className="text-xs text-muted">
          Stock last updated {LONDON_TIME.format(new Date(stock.lastUpdated))}
        </p>
      )}
    </div>
  );
}
