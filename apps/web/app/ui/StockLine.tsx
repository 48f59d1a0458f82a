import { CircleCheck, CircleX } from "lucide-react";
import { OUT_OF_STOCK_AT_BRANCH_MESSAGE } from "@merchant/domain/basket";
import { cx } from "./cx.ts";

type Props = {
  /** The branch's stock of a product, as a stock check or a basket line gives it. */
  stock: { status: string | null; inStock: boolean; stockText: string };
  /** "normal" on the product page, "small" on a basket line. */
  size?: "normal" | "small";
};

/**
 * The branch's stock in a line: its words with a tick, or 'Currently unavailable at your selected
 * branch.' with a cross when it cannot supply the product (spec/2 §3, §8).
 */
export function StockLine({ stock, size = "normal" }: Props) {
  const available = stock.inStock && stock.status !== "unavailable";
  const Icon = available ? CircleCheck : CircleX;
  return (
    <p
      className={cx(
        "flex items-center",
        size === "small" ? "gap-1.5 text-sm" : "gap-2 font-semibold",
        available ? "text-green-800" : "font-semibold text-red-700",
      )}
    >
      <Icon aria-hidden="true" className={cx("shrink-0", size === "small" ? "size-4" : "size-5")} />
      {available ? stock.stockText : OUT_OF_STOCK_AT_BRANCH_MESSAGE}
    </p>
  );
}
