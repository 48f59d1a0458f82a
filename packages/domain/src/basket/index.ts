export * from "./messages.ts";
export * from "./branch-differences.ts";
export * from "./branch-change.ts";
