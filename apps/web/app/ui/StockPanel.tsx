import type { StockCheck } from "@merchant/contract";
import { StockLine } from "./StockLine.tsx";

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
  return (
    <div className="flex flex-col gap-1">
      <StockLine stock={stock} />
      {stock.stockTextAdditional && <p className="text-sm">{stock.stockTextAdditional}</p>}
      {stock.lastUpdated && (
        <p className="text-xs text-muted">
          Stock last updated {LONDON_TIME.format(new Date(stock.lastUpdated))}
        </p>
      )}
    </div>
  );
}
