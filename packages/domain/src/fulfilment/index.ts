export * from "./messages.ts";
export * from "./fulfilment-type.ts";
export * from "./fulfilment-switch.ts";
export * from "./mini-basket-fulfilment.ts";
export * from "./stock-status.ts";
export * from "./branch-price.ts";
export * from "./delivery-charges.ts";
