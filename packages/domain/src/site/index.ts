export * from "./messages.ts";
export * from "./app-store.ts";
export * from "./old-browser.ts";
export * from "./loading-overlay.ts";
export * from "./cookie-consent.ts";
export * from "./snow.ts";
