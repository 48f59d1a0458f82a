/** How a branch order's facts read on its pages. */
import type { BranchOrder } from "@merchant/contract";

export const fulfilmentWords = (fulfilment: BranchOrder["fulfilment"]) =>
  fulfilment === "delivery" ? "Delivery" : "Collection";

/** spec/2 §2: an AX order's page has a page type of its own, for its AX fields. */
export const branchOrderPageType = (order: Pick<BranchOrder, "ax">) =>
  order.ax ? "account-ax-branchorderdetail" : "account-branchorderdetail";
