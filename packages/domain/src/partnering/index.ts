export * from "./messages.ts";
export * from "./partnering.ts";
