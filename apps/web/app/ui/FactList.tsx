import type { ReactNode } from "react";

/** Named facts about a document, a name beside each value: "Your reference  PO-4471". */
export function FactList({ facts }: { facts: readonly (readonly [string, ReactNode])[] }) {
  return (
    <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1">
      {facts.map(([name, value]) => (
        <div key={name} className="contents">
          <dt className="text-muted">{name}</dt>
          <dd className="min-w-0 [overflow-wrap:anywhere]">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * spec/2 §3 "for the other ERP: branch_code, order_number, customer_account": an AX order's or
 * quote's own references, as the branch's AX screens name them.
 */
export function AxReferenceFacts({
  ax,
  numberLabel,
}: {
  ax: { branchCode: string | null; orderNumber: string; customerAccount: string | null };
  numberLabel: string;
}) {
  return (
    <FactList
      facts={[
        ["Branch code", ax.branchCode ?? "None"],
        [numberLabel, ax.orderNumber],
        ["Customer account", ax.customerAccount ?? "None"],
      ]}
    />
  );
}
