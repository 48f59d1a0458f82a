import { describe, expect, it } from "vitest";
import { fail, ok } from "../shared/result.ts";
import { ANSWER_INCOMPLETE, SURVEY_PARAMS_MISSING } from "./messages.ts";
import { checkQuestionAnswer, OTHER_OPTION, type QuestionRules } from "./question-answer.ts";

const radio: QuestionRules = { type: "radio", optionValues: ["yes", "no"], hasOther: true };
const checkbox: QuestionRules = {
  type: "checkbox",
  optionValues: ["cones", "triangle", "torch"],
  hasOther: false,
};
const text: QuestionRules = { type: "text", optionValues: [], hasOther: false };
const incomplete = fail("incomplete_answer", ANSWER_INCOMPLETE);
const notAnOption = fail("not_an_option", SURVEY_PARAMS_MISSING);

describe("spec/3 §4 Survey — skip sends -1, whatever the question", () => {
  it.each([radio, checkbox, text])("takes -1 for a %j question and drops any free text", (question) => {
    expect(checkQuestionAnswer(question, " -1 ", "stray")).toEqual(
      ok({ answerValue: "-1", freeTextAnswer: "" }),
    );
  });
});

describe("spec/3 §3, §5 Survey answer — the question's own options", () => {
  it("takes one option of a radio or select question", () => {
    expect(checkQuestionAnswer(radio, "yes", "ignored")).toEqual(
      ok({ answerValue: "yes", freeTextAnswer: "" }),
    );
    expect(checkQuestionAnswer({ ...radio, type: "select" }, "no", "")).toEqual(
      ok({ answerValue: "no", freeTextAnswer: "" }),
    );
  });

  it("takes several checkbox options comma-separated", () => {
    expect(checkQuestionAnswer(checkbox, "cones, torch", "")).toEqual(
      ok({ answerValue: "cones,torch", freeTextAnswer: "" }),
    );
  });

  it.each([
    [radio, "maybe"],
    [radio, "yes,no"],
    [checkbox, "cones,cones"],
    [checkbox, OTHER_OPTION],
  ])("refuses %j answered %j with 'Error: Please try again.'", (question, value) => {
    expect(checkQuestionAnswer(question, value, "text")).toEqual(notAnOption);
  });

  it.each(["", "  ", "cones,,torch"])("refuses the blank answer %j", (value) => {
    expect(checkQuestionAnswer(checkbox, value, "")).toEqual(incomplete);
  });
});

describe("spec/3 §5 Survey answer — Other needs its text, letters, digits and spaces only", () => {
  it("keeps Other's text filtered", () => {
    expect(checkQuestionAnswer(radio, OTHER_OPTION, " Tyre <worn> 2mm! ")).toEqual(
      ok({ answerValue: OTHER_OPTION, freeTextAnswer: "Tyre worn 2mm" }),
    );
  });

  it.each(["", "   ", "?!"])("refuses Other with the text %j", (freeText) => {
    expect(checkQuestionAnswer(radio, OTHER_OPTION, freeText)).toEqual(
      fail("other_text_missing", ANSWER_INCOMPLETE),
    );
  });

  it("keeps a text answer to letters, digits and spaces, and refuses one left blank", () => {
    expect(checkQuestionAnswer(text, "Gate code 4512#", "")).toEqual(
      ok({ answerValue: "Gate code 4512", freeTextAnswer: "" }),
    );
    expect(checkQuestionAnswer(text, "#!", "")).toEqual(incomplete);
  });
});
