import { formatPounds, priceFor, vatLabel, type PricePair } from "@merchant/domain/money";
import { useVatPreference } from "~/lib/vat-preference.tsx";
import { cx } from "./cx.ts";

type Props = {
  price: PricePair;
  /** "large" on a product page, "normal" in listings. */
  size?: "normal" | "large";
  /** A price it used to be (a clearance item's usual price): smaller, struck through, after 'Was'. */
  was?: boolean;
  className?: string;
};

/** A price in pounds, inc or ex VAT as the shopper chose (spec/1 §4), with the words that say which. */
export function Price({ price, size = "normal", was = false, className }: Props) {
  const { vat } = useVatPreference();
  const pounds = formatPounds(priceFor(vat, price));
  if (was) {
    return (
      <span className={cx("inline-flex items-baseline gap-1 text-sm text-muted", className)}>
        Was <s className="tabular-nums">{pounds}</s> {vatLabel(vat)}
      </span>
    );
  }
  return (
    <span className={cx("inline-flex items-baseline gap-1", className)}>
      <span className={cx("font-bold tabular-nums text-ink", size === "large" ? "text-3xl" : "text-lg")}>
        {pounds}
      </span>
      <span className="text-sm text-muted">{vatLabel(vat)}</span>
    </span>
  );
}
