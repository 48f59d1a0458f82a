export * from "./messages.ts";
export * from "./iframe-message.ts";
export * from "./sponsor-image.ts";
