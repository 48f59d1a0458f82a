import type { StoreProduct } from "@merchant/contract";
import { formatPounds } from "@merchant/domain/money";
import { browserApi } from "~/lib/api.ts";
import { useAppRequest } from "~/lib/use-app-request.ts";
import { AppMessage } from "~/ui/AppMessage.tsx";
import { itemsText } from "~/ui/AppBasketTotal.tsx";
import { AppQuantityAdd } from "~/ui/AppQuantityAdd.tsx";
import { addToStoreBasket } from "../api.ts";

type Props = { products: StoreProduct[]; label: string };

/** What the customer is told after an add: spec/3 §3's basket response, its count and total. */
export const addedText = (name: string, basket: { count: number; total: number }) =>
  `${name} is in your basket. Your basket: ${itemsText(basket.count)}, ${formatPounds(basket.total)} ex VAT.`;

/**
 * The store's products as buy and browse list them: the store's level and the price ex VAT, and
 * an add of 1 to 999 (spec/3 §5; an empty quantity reads 1); the server holds the line to the
 * store's level and answers in its words.
 */
export function StoreProductList({ products, label }: Props) {
  const request = useAppRequest();
  async function add(product: StoreProduct, quantity: number) {
    const answer = await request.run(() => addToStoreBasket(browserApi, product.productId, quantity));
    if (answer)
      request.setMessage({ title: "Added to basket", text: addedText(product.name, answer.basket) });
  }
  return (
    <>
      <ul aria-label={label} className="flex flex-col">
        {products.map((product) => (
          <li key={product.productId} className="flex flex-col gap-2 border-b border-line bg-white px-4 py-3">
            <p className="flex justify-between gap-2">
              <span className="font-semibold">{product.name}</span>
              <span className="tabular-nums">{formatPounds(product.priceExVat)}</span>
            </p>
            <p className="text-sm text-muted">
              Part {product.partNumber} · In store: {product.storeLevel} · Price ex VAT
            </p>
            <AppQuantityAdd
              name={product.name}
              busy={request.busy}
              onAdd={(quantity) => add(product, quantity)}
            />
          </li>
        ))}
      </ul>
      <AppMessage message={request.message} onClose={request.closeMessage} />
    </>
  );
}
