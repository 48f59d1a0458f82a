import type { BranchOrder } from "@merchant/contract";

/** The ERP's status of a branch order, in its own words. */
export function OrderStatus({ status }: Pick<BranchOrder, "status">) {
  return (
    <span className="inline-block rounded-full border border-line bg-surface px-2.5 py-0.5 text-sm font-semibold text-ink">
      {status}
    </span>
  );
}
