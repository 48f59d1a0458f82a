import { fail, ok, type Result } from "../shared/result.ts";
import { alphanumericOnly } from "./free-text.ts";
import { ANSWER_INCOMPLETE, SURVEY_PARAMS_MISSING } from "./messages.ts";
import { SKIPPED_ANSWER, type SurveyQuestionType } from "./submission.ts";

/** spec/3 §3 Survey (app): the option value of "Other", whose free text goes with it. */
export const OTHER_OPTION = "other";

/** What the server knows of a question: its input type, its options' values, and whether it offers Other. */
export type QuestionRules = {
  readonly type: SurveyQuestionType;
  readonly optionValues: readonly string[];
  readonly hasOther: boolean;
};

export type CheckedAnswer = { readonly answerValue: string; readonly freeTextAnswer: string };

/** Why an answer is refused: no answer given, Other ticked without its text, or not one of the options. */
export type QuestionAnswerRefusal = "incomplete_answer" | "other_text_missing" | "not_an_option";

/**
 * spec/3 §4, §5 (decision 164): an answer as the question allows it. Skip (-1) is always taken.
 * Radio and select take one of the options, checkbox one or more comma-separated; Other counts only
 * where the question offers it, and then needs its free text. Text answers and Other's text keep
 * letters, digits and spaces only, and blank after that is no answer.
 */
export function checkQuestionAnswer(
  question: QuestionRules,
  answerValue: string,
  freeText: string,
): Result<CheckedAnswer, QuestionAnswerRefusal> {
  const value = answerValue.trim();
  if (value === SKIPPED_ANSWER) return ok({ answerValue: SKIPPED_ANSWER, freeTextAnswer: "" });
  if (question.type === "text") {
    const typed = alphanumericOnly(value).trim();
    return typed === ""
      ? fail("incomplete_answer", ANSWER_INCOMPLETE)
      : ok({ answerValue: typed, freeTextAnswer: "" });
  }
  const chosen = value.split(",").map((part) => part.trim());
  const allowed = question.hasOther ? [...question.optionValues, OTHER_OPTION] : question.optionValues;
  if (chosen.includes("")) return fail("incomplete_answer", ANSWER_INCOMPLETE);
  const oneOnly = question.type !== "checkbox";
  if (
    (oneOnly && chosen.length > 1) ||
    new Set(chosen).size !== chosen.length ||
    chosen.some((part) => !allowed.includes(part))
  ) {
    return fail("not_an_option", SURVEY_PARAMS_MISSING);
  }
  const otherText = chosen.includes(OTHER_OPTION) ? alphanumericOnly(freeText).trim() : "";
  if (chosen.includes(OTHER_OPTION) && otherText === "") return fail("other_text_missing", ANSWER_INCOMPLETE);
  return ok({ answerValue: chosen.join(","), freeTextAnswer: otherText });
}
