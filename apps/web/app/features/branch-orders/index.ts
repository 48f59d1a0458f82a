// What routes use of the account's branch orders: the list, an order's page, their loaders' calls.
export { BranchOrderDetail } from "./components/BranchOrderDetail.tsx";
export { BranchOrderList } from "./components/BranchOrderList.tsx";
export { BRANCH_ORDERS_PATH, branchOrderOf, branchOrdersOf } from "./api.ts";
export { branchOrderPageType } from "./order-words.ts";
