export * from "./messages.ts";
export * from "./london-day.ts";
export * from "./online-invoices.ts";
