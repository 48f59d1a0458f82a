import { formatPounds } from "@merchant/domain/money";

/** "1 item", "3 items": how many an app basket holds. */
export const itemsText = (count: number) => (count === 1 ? "1 item" : `${count} items`);

/** The app's basket foot (van or private store): how many items and their total ex VAT (spec/3 §3 count, total). */
export function AppBasketTotal({ count, total, testId }: { count: number; total: number; testId: string }) {
  return (
    <p className="flex justify-between font-bold">
      <span>{itemsText(count)}, total ex VAT</span>
      <span className="tabular-nums" data-testid={testId}>
        {formatPounds(total)}
      </span>
    </p>
  );
}
