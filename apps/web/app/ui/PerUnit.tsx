import { unitOfSalePhrase, type UnitOfSale } from "@merchant/domain/catalog";
import { priceFor, type PricePair } from "@merchant/domain/money";
import { useVatPreference } from "~/lib/vat-preference.tsx";
import { cx } from "./cx.ts";

type Props = {
  unitOfSale: UnitOfSale;
  /** The price the words follow: a pack's price per item is worked out from it, inc or ex VAT as shown. */
  price: PricePair;
  className?: string;
};

/**
 * What a price buys, after the price (issue 15, decision 141): "each", "per m", "per sheet",
 * "per pack of 100 (4.2p each)". A pack's price per item follows the shopper's VAT choice, as
 * the price beside it does.
 */
export function PerUnit({ unitOfSale, price, className }: Props) {
  const { vat } = useVatPreference();
  return (
    <span className={cx("text-sm text-muted", className)}>
      {unitOfSalePhrase(priceFor(vat, price), unitOfSale)}
    </span>
  );
}
