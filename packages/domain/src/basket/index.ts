export * from "./messages.ts";
export * from "./branch-differences.ts";
export * from "./branch-change.ts";
export * from "./add-to-basket.ts";
export * from "./mini-basket.ts";
export * from "./basket-pricing.ts";
export * from "./basket-difference.ts";
