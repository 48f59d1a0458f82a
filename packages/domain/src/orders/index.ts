export * from "./messages.ts";
export * from "./stock-allocation.ts";
export * from "./checkout-form.ts";
