export * from "./messages.ts";
export * from "./free-text.ts";
export * from "./submission.ts";
export * from "./survey-flow.ts";
export * from "./question-answer.ts";
