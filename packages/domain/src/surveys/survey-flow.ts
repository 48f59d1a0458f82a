import { fail, ok, type Result } from "../shared/result.ts";
import { alphanumericOnly } from "./free-text.ts";
import { ANSWER_INCOMPLETE, CANT_GO_BACK, SURVEY_COMPLETE, SURVEY_PARAMS_MISSING } from "./messages.ts";
import { SKIPPED_ANSWER, type AnswerSubmission, type SurveyQuestionType } from "./submission.ts";

export type SurveyQuestion = {
  readonly id: string;
  readonly number: number;
  readonly type: SurveyQuestionType;
};

/**
 * spec/3 §4 Survey: the sections list, then one question at a time, then completion, which
 * refreshes the list and ends the survey.
 */
export type SurveyState =
  | { readonly step: "sections" }
  | {
      readonly step: "question";
      readonly surveyId: string;
      readonly questions: readonly SurveyQuestion[];
      readonly index: number;
    }
  | { readonly step: "complete"; readonly surveyId: string };

type Answering = Extract<SurveyState, { step: "question" }>;

export const SURVEY_SECTIONS: SurveyState = { step: "sections" };

/** What the operator gave: the chosen option(s) or typed text, and the Other box with its text. */
export type SurveyAnswer = {
  readonly value: string | number | readonly (string | number)[];
  readonly otherTicked?: boolean;
  readonly otherText?: string;
};

/** The next state, the call to send, and 'Survey Questions complete.' after the last question. */
export type SurveyStep = {
  readonly state: SurveyState;
  readonly submission: AnswerSubmission;
  readonly message: string | null;
};

const notAnswering = () => fail("not_answering", SURVEY_PARAMS_MISSING);

/**
 * spec/3 §4: starting a survey shows its first question. A survey without an id or questions
 * cannot be started; the operator stays on the sections list.
 */
export function startSurvey(
  surveyId: string,
  questions: readonly SurveyQuestion[],
): Result<SurveyState, "missing_params"> {
  const id = surveyId.trim();
  if (id === "" || questions.length === 0) return fail("missing_params", SURVEY_PARAMS_MISSING);
  return ok({ step: "question", surveyId: id, questions, index: 0 });
}

/** Sends one answer and moves on; the last question completes the survey. */
function advance(state: Answering, answerValue: string, freeTextAnswer: string): SurveyStep {
  const question = state.questions[state.index] as SurveyQuestion;
  const isLast = state.index === state.questions.length - 1;
  return {
    state: isLast ? { step: "complete", surveyId: state.surveyId } : { ...state, index: state.index + 1 },
    submission: {
      surveyID: state.surveyId,
      questionID: question.id,
      questiontype: question.type,
      questionNumber: question.number,
      answerValue,
      freeTextAnswer,
      isLast,
    },
    message: isLast ? SURVEY_COMPLETE : null,
  };
}

/**
 * spec/3 §4, §5: answering needs a value, and a ticked Other needs its free text. Typed text is
 * kept to letters, digits and spaces. Several checkbox options are sent comma-separated.
 */
export function answerQuestion(
  state: SurveyState,
  answer: SurveyAnswer,
): Result<SurveyStep, "not_answering" | "incomplete_answer"> {
  if (state.step !== "question") return notAnswering();
  const question = state.questions[state.index] as SurveyQuestion;
  const values = (Array.isArray(answer.value) ? answer.value : [answer.value]) as readonly (
    string | number
  )[];
  const typed = values.map((value) =>
    (question.type === "text" ? alphanumericOnly(String(value)) : String(value)).trim(),
  );
  const answerValue = typed.filter((value) => value !== "").join(",");
  const otherText = answer.otherTicked ? alphanumericOnly(answer.otherText ?? "").trim() : "";
  if (answerValue === "" || (answer.otherTicked === true && otherText === "")) {
    return fail("incomplete_answer", ANSWER_INCOMPLETE);
  }
  return ok(advance(state, answerValue, otherText));
}

/** spec/3 §4: skip sends the answer value -1 and moves on like an answer. */
export function skipQuestion(state: SurveyState): Result<SurveyStep, "not_answering"> {
  return state.step === "question" ? ok(advance(state, SKIPPED_ANSWER, "")) : notAnswering();
}

/** spec/3 §4, §5: back shows the previous question; there is none before the first. */
export function goBack(state: SurveyState): Result<SurveyState, "not_answering" | "first_question"> {
  if (state.step !== "question") return notAnswering();
  if (state.index === 0) return fail("first_question", CANT_GO_BACK);
  return ok({ ...state, index: state.index - 1 });
}

/** spec/3 §4: skip all skips the whole survey (sgsurveyskipall with its id) and returns to the sections list. */
export function skipAll(
  state: SurveyState,
): Result<{ readonly state: SurveyState; readonly surveyId: string }, "not_answering"> {
  return state.step === "question"
    ? ok({ state: SURVEY_SECTIONS, surveyId: state.surveyId })
    : notAnswering();
}

/** The question on screen, with its place for the progress bar, or null off the question step. */
export function currentQuestion(state: SurveyState): {
  readonly question: SurveyQuestion;
  readonly position: number;
  readonly total: number;
  readonly isFirst: boolean;
  readonly isLast: boolean;
} | null {
  if (state.step !== "question") return null;
  return {
    question: state.questions[state.index] as SurveyQuestion,
    position: state.index + 1,
    total: state.questions.length,
    isFirst: state.index === 0,
    isLast: state.index === state.questions.length - 1,
  };
}
