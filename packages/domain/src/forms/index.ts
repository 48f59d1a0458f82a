export * from "./messages.ts";
export * from "./field-rules.ts";
export * from "./form-models.ts";
