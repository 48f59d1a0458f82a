export * from "./layouts.ts";
export * from "./movement.ts";
