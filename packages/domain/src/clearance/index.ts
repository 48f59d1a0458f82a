export * from "./messages.ts";
export * from "./clearance-quantity.ts";
export * from "./basket-report.ts";
