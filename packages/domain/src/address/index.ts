export * from "./messages.ts";
export * from "./lookup-reply.ts";
