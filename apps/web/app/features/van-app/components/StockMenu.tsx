import { useState } from "react";
import { ChevronLeft, ChevronRight } from "lucide-react";
import type { VanStockMenu, VanStockProduct } from "@merchant/contract";
import { Button } from "~/ui/Button.tsx";

type Props = {
  menu: VanStockMenu;
  onAdjust: (product: VanStockProduct) => void;
};

const menuButton =
  "flex min-h-14 w-full items-center justify-between gap-2 border-b border-line bg-white px-4 text-left text-base font-semibold text-ink";

/**
 * spec/3 §2 Van stock tab: the stock menu, level 1 (department), level 2 (category), then the
 * products with their current and minimum levels. Each step back is one tap at the top.
 */
export function StockMenu({ menu, onAdjust }: Props) {
  const [level1Name, setLevel1Name] = useState<string | null>(null);
  const [level2Uid, setLevel2Uid] = useState<string | null>(null);
  const level1 = menu.find((entry) => entry.name === level1Name);
  const level2 = level1?.groups.find((group) => group.uid === level2Uid);

  if (menu.length === 0) return <p className="px-4 py-6">There is no stock in this van.</p>;

  if (level1 && level2) {
    return (
      <section aria-labelledby="van-stock-level2">
        <BackButton label={`Back to ${level1.name}`} onBack={() => setLevel2Uid(null)} />
        <h3 id="van-stock-level2" className="px-4 py-2 text-lg font-bold">
          {level2.name}
        </h3>
        <ul>
          {level2.products.map((product) => (
            <StockProduct key={product.productId} product={product} onAdjust={onAdjust} />
          ))}
        </ul>
      </section>
    );
  }

  if (level1) {
    return (
      <section aria-labelledby="van-stock-level1">
        <BackButton label="Back to the stock menu" onBack={() => setLevel1Name(null)} />
        <h3 id="van-stock-level1" className="px-4 py-2 text-lg font-bold">
          {level1.name}
        </h3>
        <ul>
          {level1.groups.map((group) => (
            <li key={group.uid}>
              <button type="button" className={menuButton} onClick={() => setLevel2Uid(group.uid)}>
                {group.name}
                <Count n={group.products.length} />
              </button>
            </li>
          ))}
        </ul>
      </section>
    );
  }

  return (
    <ul aria-label="Stock menu">
      {menu.map((entry) => (
        <li key={entry.name}>
          <button type="button" className={menuButton} onClick={() => setLevel1Name(entry.name)}>
            {entry.name}
            <Count n={entry.groups.reduce((sum, group) => sum + group.products.length, 0)} />
          </button>
        </li>
      ))}
    </ul>
  );
}

function Count({ n }: { n: number }) {
  return (
    <span className="flex items-center gap-1 text-sm font-normal text-muted">
      {n === 1 ? "1 product" : `${n} products`}
      <ChevronRight aria-hidden="true" className="size-5" />
    </span>
  );
}

function BackButton({ label, onBack }: { label: string; onBack: () => void }) {
  return (
    <button
      type="button"
      className="flex min-h-11 items-center gap-1 px-2 font-semibold text-brand-ink"
      onClick={onBack}
    >
      <ChevronLeft aria-hidden="true" className="size-5" />
      {label}
    </button>
  );
}

function StockProduct({
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
