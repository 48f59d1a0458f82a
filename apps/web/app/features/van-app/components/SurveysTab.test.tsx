// @vitest-environment happy-dom
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { SurveyQuestionDetail } from "@merchant/contract";
import { ApiError } from "~/lib/api.ts";
import { answerSurveyQuestion, skipAllOfSurvey, startSurveySection, surveysOf } from "../api.ts";
import { SurveysTab } from "./SurveysTab.tsx";

const question = (
  id: number,
  type: SurveyQuestionDetail["type"],
  prompt: string,
  options: string[],
  hasOther = false,
) => ({
  id,
  number: id,
  prompt,
  type,
  options: options.map((label) => ({ value: label.toLowerCase(), label })),
  hasOther,
  isFirst: id === 1,
  isLast: id === 4,
});

const QUESTIONS = [
  question(1, "radio", "Tyres?", ["Good", "Worn"], true),
  question(2, "checkbox", "On board?", ["Cones", "Torch"]),
  question(3, "select", "Fuel?", ["Full", "Half"]),
  question(4, "text", "Anything to report?", []),
];

const listed = (answeredCount: number) => ({
  surveys: [
    {
      id: 1,
      title: "Van safety check",
      sections: [{ id: 7, title: "Before you drive", questionCount: 4, answeredCount }],
    },
  ],
});

vi.mock("../api.ts", () => ({
  surveysOf: vi.fn(),
  startSurveySection: vi.fn(),
  answerSurveyQuestion: vi.fn(),
  skipAllOfSurvey: vi.fn(),
}));

beforeEach(() => {
  vi.mocked(surveysOf).mockReset().mockResolvedValueOnce(listed(0)).mockResolvedValue(listed(4));
  vi.mocked(startSurveySection)
    .mockReset()
    .mockResolvedValue({
      section: { id: 7, title: "Before you drive", surveyTitle: "Van safety check" },
      questions: QUESTIONS,
    });
  vi.mocked(answerSurveyQuestion)
    .mockReset()
    .mockResolvedValue({ questionNumber: 1, isLast: false, message: null });
  vi.mocked(skipAllOfSurvey).mockReset().mockResolvedValue({ skipped: 4 });
});

const sent = () =>
  vi
    .mocked(answerSurveyQuestion)
    .mock.calls.map(([, sectionId, questionId, body]) => [sectionId, questionId, body] as const);
const next = () => fireEvent.click(screen.getByRole("button", { name: "Next" }));
const dialogText = async () => (await screen.findByRole("dialog")).textContent;
const closeDialog = () => fireEvent.click(screen.getByRole("button", { name: "OK" }));

async function started() {
  render(<SurveysTab />);
  fireEvent.click(await screen.findByRole("button", { name: /Before you drive/ }));
  await screen.findByRole("group", { name: "Tyres?" });
}

describe("spec/3 §2, §4 the Surveys tab", () => {
  it("lists each survey's sections and starts one with the start call, question 1 of 4 on the progress bar", async () => {
    render(<SurveysTab />);
    expect(await screen.findByRole("button", { name: /Before you drive\s*0 of 4 answered/ })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: /Before you drive/ }));
    expect(await screen.findByText("Question 1 of 4")).toBeTruthy();
    expect(screen.getByRole("progressbar", { name: "Question 1 of 4" }).getAttribute("value")).toBe("1");
    expect(startSurveySection).toHaveBeenCalledWith(expect.anything(), 7);
  });

  it("refuses back on the first question", async () => {
    await started();
    fireEvent.click(screen.getByRole("button", { name: "Back" }));
    expect(await dialogText()).toContain("Sorry you can't go back as this is the first question.");
  });

  it("asks for Other's text before sending, then sends it with the answer (spec/3 §5)", async () => {
    await started();
    fireEvent.click(screen.getByRole("radio", { name: "Other" }));
    next();
    expect(await dialogText()).toContain(
      "Please make sure you answer the questions and try again. *If you have selected other please make sure you have typed the other text.",
    );
    expect(answerSurveyQuestion).not.toHaveBeenCalled();
    closeDialog();
    fireEvent.change(screen.getByLabelText("Other (please type)"), { target: { value: "Split! sidewall" } });
    expect((screen.getByLabelText("Other (please type)") as HTMLInputElement).value).toBe("Split sidewall");
    next();
    await screen.findByRole("group", { name: "On board?" });
    expect(sent()).toEqual([[7, 1, { answerValue: "other", freeTextAnswer: "Split sidewall" }]]);
  });

  it("answers checkbox, select and text, goes back, skips with -1, and completes with the refreshed list", async () => {
    await started();
    fireEvent.click(screen.getByRole("radio", { name: "Good" }));
    next();
    fireEvent.click(await screen.findByRole("checkbox", { name: "Cones" }));
    fireEvent.click(screen.getByRole("checkbox", { name: "Torch" }));
    next();
    await screen.findByLabelText("Fuel?");
    fireEvent.click(screen.getByRole("button", { name: "Back" }));
    expect(await screen.findByText("Question 2 of 4")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Skip" }));
    fireEvent.change(await screen.findByLabelText("Fuel?"), { target: { value: "half" } });
    next();
    fireEvent.change(await screen.findByLabelText("Anything to report?"), {
      target: { value: "Mirror <cracked>" },
    });
    fireEvent.click(screen.getByRole("button", { name: "Finish" }));
    expect(await dialogText()).toContain("Survey Questions complete.");
    closeDialog();
    expect(sent().map(([, questionId, body]) => [questionId, body.answerValue])).toEqual([
      [1, "good"],
      [2, "cones,torch"],
      [2, "-1"],
      [3, "half"],
      [4, "Mirror cracked"],
    ]);
    expect(await screen.findByRole("button", { name: /4 of 4 answered/ })).toBeTruthy();
    expect(surveysOf).toHaveBeenCalledTimes(2);
  });

  it("skips all of a survey and returns to the refreshed list", async () => {
    await started();
    fireEvent.click(screen.getByRole("button", { name: "Skip all" }));
    expect(await screen.findByRole("button", { name: /4 of 4 answered/ })).toBeTruthy();
    expect(skipAllOfSurvey).toHaveBeenCalledWith(expect.anything(), 7);
  });

  it("stays on the list with the server's message when the start fails (spec/3 §4)", async () => {
    vi.mocked(startSurveySection).mockRejectedValue(
      new ApiError(404, { code: "not_found", message: "Error: Please try again." }),
    );
    render(<SurveysTab />);
    fireEvent.click(await screen.findByRole("button", { name: /Before you drive/ }));
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByText("Error: Please try again.")).toBeTruthy();
    closeDialog();
    await waitFor(() => expect(screen.getByRole("button", { name: /Before you drive/ })).toBeTruthy());
    expect(screen.queryByText(/Question 1/)).toBeNull();
  });
});
