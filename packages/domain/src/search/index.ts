export * from "./messages.ts";
export * from "./site-search.ts";
