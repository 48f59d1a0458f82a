// What routes use of the checkout: the checkout page and its loader's calls, the sandbox's 3-D
// Secure check, the order confirmation, and the account's order history.
export { CheckoutView } from "./components/CheckoutView.tsx";
export { OrderConfirmation } from "./components/OrderConfirmation.tsx";
export { OrderView } from "./components/OrderView.tsx";
export { OrderHistory } from "./components/OrderHistory.tsx";
export { SandboxChallenge } from "./components/SandboxChallenge.tsx";
export { StripeChallenge } from "./components/StripeChallenge.tsx";
export { accountOrdersOf, checkoutBasketOf, checkoutOptionsOf, orderOf } from "./api.ts";
export { ACCOUNT_ORDERS_PATH, CHECKOUT_PATH } from "./paths.ts";
export type { AddressSlotProps, CalendarSlotProps } from "./slots.ts";
export { isIdempotencyKey } from "./idempotency.ts";
