/**
 * spec/3 §7 sgadjustvanstock sends a `transactionType` with each stock adjustment; the spec names
 * no types. These are the reasons stock leaves a van other than a basket order
 * (docs/decisions/143-van-app-users-and-vans.md). Every one takes stock out: adding stock is done
 * online (spec/3 §5 'To add stock please use the stock interface online.').
 */
export const STOCK_TRANSACTION_TYPES = [
  "used_on_job",
  "returned_to_branch",
  "damaged",
  "lost_or_stolen",
] as const;
export type StockTransactionType = (typeof STOCK_TRANSACTION_TYPES)[number];

export const STOCK_TRANSACTION_LABELS: Readonly<Record<StockTransactionType, string>> = {
  used_on_job: "Used on a job",
  returned_to_branch: "Returned to branch",
  damaged: "Damaged",
  lost_or_stolen: "Lost or stolen",
};
