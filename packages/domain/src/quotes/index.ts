export * from "./messages.ts";
export * from "./quote-form.ts";
export * from "./quote-link.ts";
export * from "./quote-to-basket.ts";
export * from "./quote-replies.ts";
