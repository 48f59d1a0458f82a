export * from "./contrast.ts";
export * from "./palette.ts";
