export * from "./result.ts";
