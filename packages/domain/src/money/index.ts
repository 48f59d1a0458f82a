export * from "./messages.ts";
export * from "./pence.ts";
export * from "./parse-pounds.ts";
export * from "./vat.ts";
export * from "./vat-preference.ts";
