export * from "./messages.ts";
export * from "./measurement.ts";
export * from "./stove-size.ts";
export * from "./aggregate.ts";
export * from "./brick.ts";
export * from "./unit-converter.ts";
export * from "./password-strength.ts";
