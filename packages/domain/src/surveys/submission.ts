import { fail, ok, type Result } from "../shared/result.ts";
import { alphanumericOnly } from "./free-text.ts";
import { SURVEY_PARAMS_MISSING } from "./messages.ts";

export type SurveyQuestionType = "radio" | "checkbox" | "select" | "text";

/** spec/3 §7 sgsurveyquestioncomplete payload: one answered (or skipped, -1) question. */
export type AnswerSubmission = {
  readonly surveyID: string;
  readonly questionID: string;
  readonly questiontype: SurveyQuestionType;
  readonly questionNumber: number;
  readonly answerValue: string;
  readonly freeTextAnswer: string;
  readonly isLast: boolean;
};

/** spec/3 §7: the answer value of a skipped question. */
export const SKIPPED_ANSWER = "-1";

const QUESTION_TYPES: readonly string[] = ["radio", "checkbox", "select", "text"];

const text = (value: unknown): string =>
  typeof value === "string" || typeof value === "number" ? String(value).trim() : "";

/**
 * spec/3 §5, §8: the server saves an answer only with its survey (section), question, number and
 * answer value; without them it answers 'Error: Please try again.' Free text is filtered
 * here too, so a request from outside the app cannot store what the app would not let be typed.
 */
export function checkAnswerSubmission(
  payload: Readonly<Record<string, unknown>>,
): Result<AnswerSubmission, "missing_params"> {
  const surveyID = text(payload.surveyID);
  const questionID = text(payload.questionID);
  const questiontype = text(payload.questiontype);
  const questionNumber = Number(text(payload.questionNumber));
  const answerValue = text(payload.answerValue);
  if (
    surveyID === "" ||
    questionID === "" ||
    !QUESTION_TYPES.includes(questiontype) ||
    !Number.isInteger(questionNumber) ||
    questionNumber < 1 ||
    answerValue === ""
  ) {
    return fail("missing_params", SURVEY_PARAMS_MISSING);
  }
  return ok({
    surveyID,
    questionID,
    questiontype: questiontype as SurveyQuestionType,
    questionNumber,
    answerValue,
    freeTextAnswer: alphanumericOnly(text(payload.freeTextAnswer)).trim(),
    isLast:
      payload.isLast === true || payload.isLast === "true" || payload.isLast === 1 || payload.isLast === "1",
  });
}
