import { useState, type ReactNode } from "react";
import { ChevronRight } from "lucide-react";
import { BackButton } from "~/ui/BackButton.tsx";

export type ProductMenuLevels<P> = { name: string; groups: { uid: string; name: string; products: P[] }[] }[];

type Props<P> = {
  menu: ProductMenuLevels<P>;
  /** Names the first level's list for screen readers ("Stock menu"). */
  label: string;
  /** What an empty menu says. */
  empty: string;
  renderProduct: (product: P) => ReactNode;
};

const menuButton =
  "flex min-h-14 w-full items-center justify-between gap-2 border-b border-line bg-white px-4 text-left text-base font-semibold text-ink";

/**
 * spec/3 §2 the app's menus of two levels: a department (level 1), a category (level 2), then its
 * products. Each step back is one tap at the top.
 */
export function ProductMenu<P>({ menu, label, empty, renderProduct }: Props<P>) {
  const [level1Name, setLevel1Name] = useState<string | null>(null);
  const [level2Uid, setLevel2Uid] = useState<string | null>(null);
  const level1 = menu.find((entry) => entry.name === level1Name);
  const level2 = level1?.groups.find((group) => group.uid === level2Uid);

  if (menu.length === 0) return <p className="px-4 py-6">{empty}</p>;

  if (level1 && level2) {
    return (
      <section aria-labelledby="product-menu-level2">
        <BackButton label={`Back to ${level1.name}`} onBack={() => setLevel2Uid(null)} />
        <h3 id="product-menu-level2" className="px-4 py-2 text-lg font-bold">
          {level2.name}
        </h3>
        <ul>{level2.products.map(renderProduct)}</ul>
      </section>
    );
  }

  if (level1) {
    return (
      <section aria-labelledby="product-menu-level1">
        <BackButton label={`Back to the ${label.toLowerCase()}`} onBack={() => setLevel1Name(null)} />
        <h3 id="product-menu-level1" className="px-4 py-2 text-lg font-bold">
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
    <ul aria-label={label}>
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
