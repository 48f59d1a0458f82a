/** Clearance lists as the API answers them, for component tests. */
import type { ClearanceItem, ClearanceList } from "@merchant/contract";

type ItemFacts = {
  id: number;
  name: string;
  note?: string;
  available?: number;
  /** Prices ex VAT in pence; VAT at 20%. */
  priceExVat: number;
  wasExVat: number;
};

const priced = (exVat: number) => ({ exVat, incVat: Math.round(exVat * 1.2) });

export function clearanceItem(facts: ItemFacts): ClearanceItem {
  const productId = facts.id * 10;
  return {
    id: facts.id,
    product: {
      id: productId,
      slug: facts.name.toLowerCase().replace(/\W+/g, "-"),
      partNumber: `PRT/${productId}`,
      name: facts.name,
      image: { url: `/media/products/${productId}.svg`, alt: facts.name },
    },
    note: facts.note ?? "Ex-display",
    available: facts.available ?? 2,
    price: priced(facts.priceExVat),
    wasPrice: priced(facts.wasExVat),
  };
}

export const ipswich = { id: 3, name: "Burwood Ipswich" };

/** An oak door, ex-display: £45.00 ex VAT (£54.00 inc), was £90.00 (£108.00 inc), 2 available. */
export const oakDoor = clearanceItem({ id: 7, name: "Oak Door 762mm", priceExVat: 4500, wasExVat: 9000 });
export const basin = clearanceItem({
  id: 8,
  name: "Basin 550mm",
  note: "Damaged packaging",
  available: 1,
  priceExVat: 2000,
  wasExVat: 5000,
});

export const listOf = (items: ClearanceItem[], branch: ClearanceList["branch"] = ipswich): ClearanceList => ({
  branch,
  items,
});
