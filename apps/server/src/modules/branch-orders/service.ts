/**
 * A trade account's branch orders (issue 14; docs/decisions/137-branch-orders.md): the orders it
 * placed at a branch, read from the branch order source. Only the account the caller names (the
 * session's active one) is read, so another account's order answers as a number that does not
 * exist. An AX order answers with AX's own references (spec/2 §3 "for the other ERP: branch_code,
 * order_number, customer_account") and its lines' variant and unit codes (spec/3 §3).
 */
import type { BranchOrder, BranchOrderSummary } from "@merchant/contract";
import { branchOrderTotals, priceBranchOrderLine } from "@merchant/domain/orders";
import { notFound } from "../../lib/domain-errors.ts";
import type { BranchOrderSource, ErpBranchOrder } from "./store.ts";

/** An unknown number and another account's order alike. */
export const BRANCH_ORDER_NOT_FOUND = "There is no branch order with that number on your account.";

/** The trade account whose orders are read: its id, and its number (AX's customer account). */
export type OrderingAccount = { id: number; accNumber: string };

export function createBranchOrderService(source: BranchOrderSource) {
  return {
    /** Newest first, each with its branch, status, line count and total ex VAT. */
    async ofAccount(account: OrderingAccount): Promise<BranchOrderSummary[]> {
      return (await source.byAccount(account.id)).map((order) => ({
        orderNumber: order.orderNumber,
        erp: order.erp,
        branchName: order.branch?.name ?? null,
        status: order.status,
        fulfilment: order.fulfilment,
        orderedAt: order.orderedAt.toISOString(),
        lineCount: order.lines.length,
        totalExVat: order.lines.reduce((sum, line) => sum + line.quantity * line.priceExVat, 0),
      }));
    },

    async order(account: OrderingAccount, orderNumber: string): Promise<BranchOrder> {
      const found = await source.byNumber(account.id, orderNumber);
      if (!found) throw notFound(BRANCH_ORDER_NOT_FOUND);
      return orderOf(found, account);
    },
  };
}

function orderOf(found: ErpBranchOrder, account: OrderingAccount): BranchOrder {
  const lines = found.lines.map((line) => ({
    partNumber: line.partNumber,
    description: line.description,
    quantity: line.quantity,
    quantityDelivered: line.quantityDelivered,
    ...priceBranchOrderLine(line.priceExVat, line.quantity, line.vatRate),
    axVariantCode: line.axVariantCode,
    axUnitCode: line.axUnitCode,
  }));
  return {
    orderNumber: found.orderNumber,
    erp: found.erp,
    status: found.status,
    fulfilment: found.fulfilment,
    orderedAt: found.orderedAt.toISOString(),
    requiredOn: found.requiredOn,
    customerReference: found.customerReference,
    deliveryPostcode: found.deliveryPostcode,
    staffName: found.staffName,
    branch: found.branch,
    lines,
    totals: branchOrderTotals(lines),
    ax:
      found.erp === "ax"
        ? {
            branchCode: found.branch?.code ?? null,
            orderNumber: found.orderNumber,
            customerAccount: account.accNumber,
          }
        : null,
  };
}
