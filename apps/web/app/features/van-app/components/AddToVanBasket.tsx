import { AppQuantityAdd } from "~/ui/AppQuantityAdd.tsx";
import { useVanBasket } from "../hooks/van-basket-context.tsx";

type Props = { type: "van" | "void"; product: { productId: number; name: string } };

/**
 * spec/3 §5: a quantity from 1 to 999 (empty or below 1 reads 1) and the add; the server checks the
 * basket's type and the van's stock and answers in the spec's words.
 */
export function AddToVanBasket({ type, product }: Props) {
  const basket = useVanBasket();
  if (!basket) return null;
  return (
    <AppQuantityAdd
      name={product.name}
      busy={basket.busy}
      onAdd={(quantity) => basket.add({ type, productId: product.productId, quantity })}
    />
  );
}
