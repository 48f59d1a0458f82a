import { describe, expect, it } from "vitest";
import { fail, ok, type Result } from "../shared/result.ts";
import { ANSWER_INCOMPLETE, CANT_GO_BACK, SURVEY_COMPLETE, SURVEY_PARAMS_MISSING } from "./messages.ts";
import {
  answerQuestion,
  currentQuestion,
  goBack,
  skipAll,
  skipQuestion,
  startSurvey,
  SURVEY_SECTIONS,
  type SurveyQuestion,
  type SurveyState,
} from "./survey-flow.ts";

const questions: SurveyQuestion[] = [
  { id: "q1", number: 1, type: "radio" },
  { id: "q2", number: 2, type: "checkbox" },
  { id: "q3", number: 3, type: "text" },
];

function value<T>(result: Result<T>): T {
  if (!result.ok) throw new Error(result.message);
  return result.value;
}

const started = (): SurveyState => value(startSurvey("S7", questions));
const atIndex = (index: number): SurveyState => ({ step: "question", surveyId: "S7", questions, index });

describe("spec/3 §4 Survey — starting from the sections list", () => {
  it("shows the first question", () => {
    expect(startSurvey(" S7 ", questions)).toEqual(ok(atIndex(0)));
    expect(currentQuestion(started())).toEqual({
      question: questions[0],
      position: 1,
      total: 3,
      isFirst: true,
      isLast: false,
    });
  });
  it("stays on the sections list without an id or questions", () => {
    expect(startSurvey("  ", questions)).toEqual(fail("missing_params", "Error: Please try again."));
    expect(startSurvey("S7", [])).toEqual(fail("missing_params", SURVEY_PARAMS_MISSING));
    expect(currentQuestion(SURVEY_SECTIONS)).toBeNull();
  });
});

describe("spec/3 §4 Survey — answering moves to the next question", () => {
  it("sends the answer and shows the next question", () => {
    expect(answerQuestion(started(), { value: 4 })).toEqual(
      ok({
        state: atIndex(1),
        submission: {
          surveyID: "S7",
          questionID: "q1",
          questiontype: "radio",
          questionNumber: 1,
          answerValue: "4",
          freeTextAnswer: "",
          isLast: false,
        },
        message: null,
      }),
    );
  });

  it("sends several checkbox options comma-separated, dropping blanks", () => {
    expect(value(answerQuestion(atIndex(1), { value: ["2", 5, " "] })).submission.answerValue).toBe("2,5");
  });

  it("keeps typed text to letters, digits and spaces", () => {
    expect(value(answerQuestion(atIndex(2), { value: "Van 3 <b>late</b>!" })).submission.answerValue).toBe(
      "Van 3 blateb",
    );
  });

  it("completes on the last question with the completion message", () => {
    const step = value(answerQuestion(atIndex(2), { value: "All good" }));
    expect(step.state).toEqual({ step: "complete", surveyId: "S7" });
    expect(step.submission.isLast).toBe(true);
    expect(step.message).toBe("Survey Questions complete.");
    expect(SURVEY_COMPLETE).toBe("Survey Questions complete.");
    expect(currentQuestion(step.state)).toBeNull();
  });
});

describe("spec/3 §5 Survey answer — a value is required and Other needs its text", () => {
  const incomplete = fail(
    "incomplete_answer",
    "Please make sure you answer the questions and try again. *If you have selected other please make sure you have typed the other text.",
  );

  it.each([{ value: "" }, { value: "  " }, { value: [] }, { value: [" ", ""] }])(
    "refuses the answer %j",
    (answer) => {
      expect(answerQuestion(started(), answer)).toEqual(incomplete);
      expect(ANSWER_INCOMPLETE).toBe(incomplete.message);
    },
  );

  it("refuses a text answer with nothing but symbols", () => {
    expect(answerQuestion(atIndex(2), { value: "?!%" })).toEqual(incomplete);
  });

  it.each([undefined, "", "   ", "!!!"])("refuses Other ticked with the text %j", (otherText) => {
    expect(answerQuestion(started(), { value: "other", otherTicked: true, otherText })).toEqual(incomplete);
  });

  it("sends the filtered Other text with the answer", () => {
    const step = value(
      answerQuestion(started(), { value: "other", otherTicked: true, otherText: " Late delivery; twice " }),
    );
    expect(step.submission.freeTextAnswer).toBe("Late delivery twice");
  });

  it("ignores Other text when Other is not ticked", () => {
    expect(value(answerQuestion(started(), { value: 2, otherText: "stray" })).submission.freeTextAnswer).toBe(
      "",
    );
  });
});

describe("spec/3 §4 Survey — back, skip and skip all", () => {
  it("refuses back on the first question", () => {
    expect(goBack(started())).toEqual(
      fail("first_question", "Sorry you can't go back as this is the first question."),
    );
    expect(CANT_GO_BACK).toBe("Sorry you can't go back as this is the first question.");
  });

  it("goes back one question from the second", () => {
    expect(goBack(atIndex(1))).toEqual(ok(atIndex(0)));
  });

  it("skips with the answer value -1", () => {
    const step = value(skipQuestion(started()));
    expect(step.state).toEqual(atIndex(1));
    expect(step.submission).toMatchObject({
      questionID: "q1",
      answerValue: "-1",
      freeTextAnswer: "",
      isLast: false,
    });
  });

  it("completes when the last question is skipped", () => {
    const step = value(skipQuestion(atIndex(2)));
    expect(step.state).toEqual({ step: "complete", surveyId: "S7" });
    expect(step.message).toBe(SURVEY_COMPLETE);
  });

  it("skips the whole survey back to the sections list", () => {
    expect(skipAll(atIndex(1))).toEqual(ok({ state: SURVEY_SECTIONS, surveyId: "S7" }));
  });

  it("walks a whole survey: answer, back, answer again, skip, answer", () => {
    let state = started();
    state = value(answerQuestion(state, { value: 1 })).state;
    state = value(goBack(state));
    state = value(answerQuestion(state, { value: 2 })).state;
    state = value(skipQuestion(state)).state;
    expect(currentQuestion(state)?.isLast).toBe(true);
    expect(value(answerQuestion(state, { value: "done" })).state.step).toBe("complete");
  });
});

describe("spec/3 §8 Survey — moves off the question step are refused", () => {
  const complete: SurveyState = { step: "complete", surveyId: "S7" };
  it.each([SURVEY_SECTIONS, complete])("refuses every move from %j", (state) => {
    const refusal = fail("not_answering", "Error: Please try again.");
    expect(answerQuestion(state, { value: 1 })).toEqual(refusal);
    expect(skipQuestion(state)).toEqual(refusal);
    expect(goBack(state)).toEqual(refusal);
    expect(skipAll(state)).toEqual(refusal);
  });
});
