import { useEffect, useState } from "react";
import type { ClearanceList } from "@merchant/contract";
import { productClearance } from "../api.ts";
import { ClearanceOffer } from "./ClearanceOffer.tsx";

type Props = {
  productId: number;
  /** The shopper's collection branch: none, no clearance; another, read again. */
  branchId: number | null;
};

/**
 * The product page's clearance (spec/1 §2, spec/2 §2): shown only when the collection branch has
 * this product on clearance. Read once the page wakes, so the page's render makes no extra call;
 * read again when the branch changes. A failed read shows nothing (spec/2 §8: tab calls' server
 * failures are only logged).
 */
export function ProductClearance({ productId, branchId }: Props) {
  // The answer with what it was read for: another product or branch shows nothing until read.
  const readFor = `${productId}@${branchId}`;
  const [read, setRead] = useState<{ for: string; list: ClearanceList } | null>(null);
  useEffect(() => {
    if (branchId === null) return;
    let current = true;
    productClearance(productId)
      .then((list) => current && setRead({ for: `${productId}@${branchId}`, list }))
      .catch((error: unknown) => console.warn("The product's clearance could not be read", error));
    return () => {
      current = false;
    };
  }, [productId, branchId]);

  const list = branchId !== null && read?.for === readFor ? read.list : null;
  if (!list?.branch || list.items.length === 0) return null;
  return (
    <section aria-labelledby="clearance-heading" className="rounded-lg border-2 border-accent">
      <h2 id="clearance-heading" className="bg-accent/25 px-4 py-2 text-lg font-bold">
        Clearance
      </h2>
      <div className="flex flex-col gap-4 p-4">
        <p className="text-sm text-muted">
          Reduced to clear at <strong className="text-ink">{list.branch.name}</strong>, for collection.
        </p>
        <ul
          aria-label={`Clearance at ${list.branch.name}`}
          className="flex flex-col gap-4 divide-y divide-line"
        >
          {list.items.map((item) => (
            <li key={item.id} className="pt-4 first:pt-0">
              <ClearanceOffer item={item} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
