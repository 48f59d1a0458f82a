import type { ProductDetail } from "@merchant/contract";
import { unitOfSaleLabel } from "@merchant/domain/catalog";
import { PerUnit } from "~/ui/PerUnit.tsx";
import { Price } from "~/ui/Price.tsx";

type Props = Pick<ProductDetail, "price" | "priceBreaks" | "unitOfSale">;

/**
 * Quantity discounts: the single price and each break ('Buy 10+ £x each'), so the shopper sees
 * what a larger order saves, in the product's unit of sale (per m, per pack of 100 (4.2p each) …).
 */
export function PriceBreaks({ price, priceBreaks, unitOfSale }: Props) {
  if (priceBreaks.length === 0) return null;
  const breaks = [...priceBreaks].sort((a, b) => a.minQty - b.minQty);
  const rows = [{ minQty: 1, price }, ...breaks.filter((step) => step.minQty > 1)];
  return (
    <table className="w-full max-w-sm border-collapse text-sm">
      <caption className="mb-2 text-left font-semibold">Buy more, pay less</caption>
      <thead className="sr-only">
        <tr>
          <th scope="col">Quantity</th>
          <th scope="col">Price {unitOfSaleLabel(unitOfSale)}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row, index) => {
          const next = rows[index + 1];
          return (
            <tr key={row.minQty} className="border-b border-line">
              <th scope="row" className="py-2 pr-4 text-left font-medium">
                Buy {next ? rangeText(row.minQty, next.minQty - 1) : `${row.minQty}+`}
              </th>
              <td className="py-2">
                <Price price={row.price} /> <PerUnit unitOfSale={unitOfSale} price={row.price} />
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

function rangeText(from: number, to: number): string {
  return from === to ? String(from) : `${from}–${to}`;
}
