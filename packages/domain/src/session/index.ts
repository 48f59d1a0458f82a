export * from "./messages.ts";
export * from "./idle.ts";
