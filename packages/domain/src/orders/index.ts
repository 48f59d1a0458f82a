export * from "./messages.ts";
export * from "./stock-allocation.ts";
export * from "./checkout-form.ts";
export * from "./branch-order-pricing.ts";
