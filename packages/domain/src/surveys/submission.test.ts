import { describe, expect, it } from "vitest";
import { fail, ok } from "../shared/result.ts";
import { alphanumericOnly, isAlphanumericText } from "./free-text.ts";
import { checkAnswerSubmission } from "./submission.ts";

const payload = {
  surveyID: "S7",
  questionID: "q1",
  questiontype: "radio",
  questionNumber: "1",
  answerValue: "4",
  freeTextAnswer: "",
  isLast: "false",
};

describe("spec/3 §5, §8 Survey save — the needed params", () => {
  it("accepts a complete payload, reading form strings", () => {
    expect(checkAnswerSubmission(payload)).toEqual(
      ok({
        surveyID: "S7",
        questionID: "q1",
        questiontype: "radio",
        questionNumber: 1,
        answerValue: "4",
        freeTextAnswer: "",
        isLast: false,
      }),
    );
  });

  it("accepts a skipped answer of -1 and numbers as numbers", () => {
    expect(checkAnswerSubmission({ ...payload, questionNumber: 3, answerValue: -1 })).toMatchObject(
      ok({ questionNumber: 3, answerValue: "-1" }),
    );
  });

  it.each([
    ["surveyID", ""],
    ["surveyID", undefined],
    ["questionID", "  "],
    ["questiontype", "slider"],
    ["questionNumber", ""],
    ["questionNumber", "0"],
    ["questionNumber", "1.5"],
    ["questionNumber", "two"],
    ["answerValue", ""],
    ["answerValue", null],
    ["answerValue", { id: 4 }],
  ])("refuses %s = %j with 'Error: Please try again.'", (field, bad) => {
    expect(checkAnswerSubmission({ ...payload, [field]: bad })).toEqual(
      fail("missing_params", "Error: Please try again."),
    );
  });

  it.each([
    [true, true],
    ["true", true],
    [1, true],
    ["1", true],
    [false, false],
    ["yes", false],
    [undefined, false],
  ])("reads isLast %j as %s", (isLast, expected) => {
    expect(checkAnswerSubmission({ ...payload, isLast })).toMatchObject(ok({ isLast: expected }));
  });

  it("filters free text the app could not have typed", () => {
    expect(checkAnswerSubmission({ ...payload, freeTextAnswer: " <script>x</script> " })).toMatchObject(
      ok({ freeTextAnswer: "scriptxscript" }),
    );
  });
});

describe("spec/3 §5 — alphanumeric free text: letters, digits and spaces only", () => {
  it.each([
    ["Hello World 42", "Hello World 42"],
    ["Siân Ó'Neill", "Siân ÓNeill"],
    ["a\tb\nc", "abc"],
    ["£5.00 - ok?", "500  ok"],
    ["", ""],
  ])("keeps %j as %j", (input, output) => {
    expect(alphanumericOnly(input)).toBe(output);
  });

  it("says whether text is already clean", () => {
    expect(isAlphanumericText("Van 3")).toBe(true);
    expect(isAlphanumericText("Van #3")).toBe(false);
  });
});
