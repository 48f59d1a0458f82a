export * from "./messages.ts";
export * from "./sign-up.ts";
