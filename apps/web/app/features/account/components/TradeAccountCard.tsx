import { useId, type ReactNode } from "react";
import type { TradeAccount } from "@merchant/contract";
import { formatPounds } from "@merchant/domain/money";
import { cx } from "~/ui/cx.ts";

/** A balance below zero is money the customer has with us, not owed. */
const balanceText = (pence: number) =>
  pence < 0 ? `${formatPounds(-pence)} in credit` : formatPounds(pence);

/**
 * One trade account on the dashboard: its number, name, ERP and credit figures in pounds. Credit
 * remaining is the limit less the balance (spec/2 §3), worked out by the server; below zero the
 * account is over its limit, and the card says so in words as well as in red.
 */
export function TradeAccountCard({ account, children }: { account: TradeAccount; children?: ReactNode }) {
  const headingId = useId();
  const overLimit = account.creditRemaining < 0;
  return (
    <li
      aria-labelledby={headingId}
      aria-current={account.active ? "true" : undefined}
      className={cx(
        "flex flex-col gap-3 rounded-lg border bg-white p-4",
        account.active ? "border-2 border-brand-ink" : "border-line",
      )}
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={headingId} className="text-lg font-bold break-words text-ink">
            {account.name}
          </h3>
          <p className="text-sm text-muted">
            Account {account.accNumber} · {account.erpFriendly}
          </p>
        </div>
        <div className="flex shrink-0 flex-col items-end gap-1">
          {account.active && (
            <span className="rounded-full bg-brand px-3 py-1 text-xs font-bold text-on-brand">Active</span>
          )}
          {overLimit && (
            <span className="rounded-full border border-red-700 bg-red-50 px-3 py-1 text-xs font-bold text-red-800">
              Over limit
            </span>
          )}
        </div>
      </div>
      <dl className="flex flex-col gap-1 text-sm">
        <div className="flex justify-between gap-4">
          <dt>Credit limit</dt>
          <dd className="font-semibold tabular-nums">{formatPounds(account.creditLimit)}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt>Balance</dt>
          <dd className="font-semibold tabular-nums">{balanceText(account.balance)}</dd>
        </div>
        <div className={cx("flex justify-between gap-4", overLimit && "font-bold text-red-700")}>
          <dt>Credit remaining</dt>
          <dd className="font-semibold tabular-nums">{formatPounds(account.creditRemaining)}</dd>
        </div>
      </dl>
      {children}
    </li>
  );
}
