import type { VoidProduct } from "@merchant/contract";
import { AddToVanBasket } from "./AddToVanBasket.tsx";

/** A product of a void list, in its menu or in search results. */
export function VoidProductRow({ product }: { product: VoidProduct }) {
  return (
    <li className="flex flex-col gap-2 border-b border-line bg-white px-4 py-3">
      <p className="font-semibold">{product.name}</p>
      <p className="text-sm text-muted">Part {product.partNumber}</p>
      <AddToVanBasket type="void" product={product} />
    </li>
  );
}
