// What routes use of the account payments feature: the payment screen and its loader's call.
export { AccountPaymentsView } from "./components/AccountPaymentsView.tsx";
export { ACCOUNT_PAYMENTS_PATH, accountPaymentsOf } from "./api.ts";
