import { Link } from "react-router";
import type { BranchOrder } from "@merchant/contract";
import { formatPounds } from "@merchant/domain/money";
import { londonShortDay } from "~/lib/london-day.ts";
import { BranchPhoneAndEmail } from "~/ui/BranchContact.tsx";
import { buttonClass } from "~/ui/Button.tsx";
import { AxReferenceFacts, FactList } from "~/ui/FactList.tsx";
import { Panel } from "~/ui/Panel.tsx";
import { BRANCH_ORDERS_PATH } from "../api.ts";
import { fulfilmentWords } from "../order-words.ts";
import { BranchOrderLines } from "./BranchOrderLines.tsx";
import { OrderStatus } from "./OrderStatus.tsx";

/**
 * One of the account's branch orders (issue 14; spec/2 §2 page types account-branchorderdetail and
 * account-ax-branchorderdetail): its status, when and how it was ordered, the branch to call about
 * it, and its lines with the branch's prices and what has been delivered. An AX order shows AX's
 * own references (spec/2 §3 branch_code, order_number, customer_account) and its lines' variant
 * and unit codes.
 */
export function BranchOrderDetail({ order }: { order: BranchOrder }) {
  const { branch, ax, totals } = order;
  // A day with no time ("2026-11-27"): midnight UTC is that same day in London, GMT or BST.
  const requiredOn = order.requiredOn && londonShortDay(order.requiredOn);
  return (
    <div className="mt-4 flex flex-col gap-6">
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <OrderStatus status={order.status} />
        <span className="text-muted">
          Ordered on {londonShortDay(order.orderedAt)} · {fulfilmentWords(order.fulfilment)}
        </span>
      </p>
      <div className="grid gap-4 md:grid-cols-3">
        <Panel title="Order details">
          <FactList
            facts={[
              ["Your reference", order.customerReference ?? "None given"],
              [order.fulfilment === "delivery" ? "Deliver to" : "Collect from", deliveryOrCollection(order)],
              ["Required by", requiredOn || "No date given"],
              ["Taken by", order.staffName],
            ]}
          />
        </Panel>
        <Panel title="Branch">
          {branch ? (
            <div className="flex flex-col items-start">
              <p className="font-semibold">{branch.name}</p>
              <BranchPhoneAndEmail branch={branch} />
            </div>
          ) : (
            <p>The branch that took this order is no longer available.</p>
          )}
        </Panel>
        {ax && (
          <Panel title="AX references">
            <AxReferenceFacts ax={ax} numberLabel="Sales order number" />
          </Panel>
        )}
      </div>
      <section aria-labelledby="branch-order-lines" className="rounded-lg border border-line bg-white p-4">
        <h2 id="branch-order-lines" className="mb-2 text-lg font-bold">
          Items
        </h2>
        <BranchOrderLines order={order} />
        <dl className="mt-3 ml-auto grid max-w-sm grid-cols-[1fr_auto] gap-y-2 tabular-nums [&>dd]:pl-4">
          <dt>Products (ex VAT)</dt>
          <dd className="text-right">{formatPounds(totals.exVat)}</dd>
          <dt>VAT</dt>
          <dd className="text-right">{formatPounds(totals.vat)}</dd>
          <dt className="border-t border-line pt-2 text-lg font-bold">Total (inc VAT)</dt>
          <dd className="border-t border-line pt-2 text-right text-lg font-bold">
            {formatPounds(totals.incVat)}
          </dd>
        </dl>
      </section>
      <Link to={BRANCH_ORDERS_PATH} className={buttonClass("secondary", "self-start")}>
        Back to your branch orders
      </Link>
    </div>
  );
}

/** Where it goes: the delivery postcode, or the branch collected from. */
function deliveryOrCollection(order: BranchOrder): string {
  if (order.fulfilment === "delivery") return order.deliveryPostcode ?? "No postcode given";
  return order.branch?.name ?? "The branch that took it";
}
