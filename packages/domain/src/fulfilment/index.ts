export * from "./messages.ts";
export * from "./fulfilment-type.ts";
export * from "./fulfilment-switch.ts";
export * from "./mini-basket-fulfilment.ts";
