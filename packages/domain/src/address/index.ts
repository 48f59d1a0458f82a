export * from "./messages.ts";
export * from "./lookup-reply.ts";
export * from "./address-label.ts";
export * from "./house-match.ts";
