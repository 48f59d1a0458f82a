export * from "./messages.ts";
export * from "./quantity-field.ts";
export * from "./custom-length.ts";
export * from "./tally.ts";
export * from "./timber-length.ts";
export * from "./timber-options.ts";
export * from "./upsell.ts";
export * from "./calculator-toggle.ts";
