import type { VanStockMenu, VanStockProduct } from "@merchant/contract";
import { Button } from "~/ui/Button.tsx";
import { AddToVanBasket } from "./AddToVanBasket.tsx";
import { ProductMenu } from "./ProductMenu.tsx";

type Props = {
  menu: VanStockMenu;
  onAdjust: (product: VanStockProduct) => void;
};

/** spec/3 §2 Van stock tab: the stock menu, level 1, level 2, then products with their levels. */
export function StockMenu({ menu, onAdjust }: Props) {
  return (
    <ProductMenu
      menu={menu}
      label="Stock menu"
      empty="There is no stock in this van."
      renderProduct={(product) => (
        <StockProduct key={product.productId} product={product} onAdjust={onAdjust} />
      )}
    />
  );
}

/** A product in the van with its levels, to adjust or add to the basket, in the menu or in search results. */
export function StockProduct({
  product,
  onAdjust,
}: {
  product: VanStockProduct;
  onAdjust: (product: VanStockProduct) => void;
}) {
  return (
    <li className="flex flex-col gap-2 border-b border-line bg-white px-4 py-3">
      <p className="font-semibold">{product.name}</p>
      <dl className="grid grid-cols-3 gap-2 text-sm">
        <Level term="Current" value={product.currentStockLevel} />
        <Level term="Minimum" value={product.minStockLevel ?? "Not set"} />
        <Level term="Unit factor" value={product.unitFactor} />
      </dl>
      <p className="text-sm text-muted">Part {product.partNumber}</p>
      <Button
        variant="secondary"
        className="w-full"
        disabled={product.currentStockLevel === 0}
        onClick={() => onAdjust(product)}
        aria-label={`Adjust stock of ${product.name}`}
      >
        Adjust stock
      </Button>
      <AddToVanBasket type="van" product={product} />
    </li>
  );
}

function Level({ term, value }: { term: string; value: number | string }) {
  return (
    <div>
      <dt className="text-muted">{term}</dt>
      <dd className="text-lg font-bold">{value}</dd>
    </div>
  );
}
