import { formatPounds, priceFor, vatLabel, type PricePair } from "@merchant/domain/money";
import { useVatPreference } from "~/lib/vat-preference.tsx";
import { cx } from "./cx.ts";

type Props = {
  price: PricePair;
  /** "large" on a product page, "normal" in listings. */
  size?: "normal" | "large";
  className?: string;
};

/** A price in pounds, inc or ex VAT as the shopper chose (spec/1 §4), with the words that say which. */
export function Price({ price, size = "normal", className }: Props) {
  const { vat } = useVatPreference();
  return (
    <span className={cx("inline-flex items-baseline gap-1", className)}>
      <span className={cx("font-bold tabular-nums text-ink", size === "large" ? "text-3xl" : "text-lg")}>
        {formatPounds(priceFor(vat, price))}
      </span>
      <span className="text-sm text-muted">{vatLabel(vat)}</span>
    </span>
  );
}
