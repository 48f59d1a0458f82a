/**
 * Staff surveys in the van app (issue 18; spec/3 §4 Survey, §5 Survey answer, §7 Survey calls,
 * §8; decision 164): the sections list with the user's own answered counts, starting a section,
 * one answer per user and question (answering again replaces it), skip (-1), skip all, and
 * 'Survey Questions complete.' after the last question. Bad input is a 400 naming the field with
 * nothing written; an unknown section or question is a 404; a visitor is a 401 and a van
 * operator, without the surveys tab, a 403.
 */
import { sql } from "drizzle-orm";
import type { SurveyQuestionDetail, SurveySummary } from "@merchant/contract";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { ANSWER_INCOMPLETE, SURVEY_COMPLETE, SURVEY_PARAMS_MISSING } from "@merchant/domain/surveys";
import { buildTestApp } from "../../../test/build-test-app.ts";
import type { TestShopper } from "../../../test/test-shopper.ts";
import { vanOperatorsOn } from "../../../test/van-operators.ts";
import { SURVEYS_TAB_ONLY } from "./service.ts";

let app: FastifyInstance;
let sam: TestShopper;
let safety: SurveySummary;
let questions: SurveyQuestionDetail[];

const { visitor, appUser } = vanOperatorsOn(() => app, "192.0.64");

beforeAll(async () => {
  app = await buildTestApp({ data: "demo" });
  sam = await appUser("staff@example.co.uk");
  safety = (await sam.get("/api/app/surveys")).json().surveys[0];
  questions = (await sam.send("POST", `/api/app/surveys/${firstSectionId()}/start`)).json().questions;
});
afterAll(() => app.close());
beforeEach(() => app.database.rows(sql`delete from survey_answers`));

const firstSectionId = () => safety.sections[0]!.id;
const answerPath = (questionId: number, sectionId = firstSectionId()) =>
  `/api/app/surveys/${sectionId}/questions/${questionId}/answer`;
const question = (type: SurveyQuestionDetail["type"]) => questions.find((one) => one.type === type)!;
const answersIn = async () =>
  app.database.rows<{ answerValue: string; freeTextAnswer: string }>(
    sql`select answer_value as "answerValue", free_text_answer as "freeTextAnswer" from survey_answers order by question_id`,
  );
const listed = async (shopper = sam): Promise<SurveySummary[]> =>
  (await shopper.get("/api/app/surveys")).json().surveys;

describe("spec/3 §2, §4 the surveys list and starting a section", () => {
  it("lists each survey's sections with the user's answered count", async () => {
    const surveys = await listed();
    expect(surveys.map((survey) => survey.title)).toEqual(["Van safety check", "Customer site survey"]);
    expect(surveys[0]!.sections[0]).toMatchObject({
      title: "Before you drive",
      questionCount: 4,
      answeredCount: 0,
    });
  });

  it("starts a section with its questions numbered from 1, the first and last marked", async () => {
    const started = await sam.send("POST", `/api/app/surveys/${firstSectionId()}/start`);
    expect(started.statusCode).toBe(200);
    expect(started.json().section).toEqual({
      id: firstSectionId(),
      title: "Before you drive",
      surveyTitle: "Van safety check",
    });
    expect(questions.map((one) => [one.number, one.type, one.isFirst, one.isLast])).toEqual([
      [1, "radio", true, false],
      [2, "checkbox", false, false],
      [3, "select", false, false],
      [4, "text", false, true],
    ]);
    expect(questions[0]).toMatchObject({
      hasOther: true,
      options: [{ value: "good", label: "Good" }, expect.anything(), expect.anything()],
    });
  });

  it("answers 404 'Error: Please try again.' for a section that does not exist, and 400 for one that is not an id", async () => {
    const unknown = await sam.send("POST", "/api/app/surveys/999999/start");
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe(SURVEY_PARAMS_MISSING);
    const bad = await sam.send("POST", "/api/app/surveys/abc/start");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toHaveProperty("sectionId");
  });
});

describe("spec/3 §4, §5, §7 sgsurveyquestioncomplete: one answer per user and question", () => {
  it("stores an answer, and answering again (after back) replaces it", async () => {
    const first = await sam.send("PUT", answerPath(question("radio").id), { answerValue: "good" });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ questionNumber: 1, isLast: false, message: null });
    await sam.send("PUT", answerPath(question("radio").id), {
      answerValue: "other",
      freeTextAnswer: "Front tyre <low>!",
    });
    expect(await answersIn()).toEqual([{ answerValue: "other", freeTextAnswer: "Front tyre low" }]);
  });

  it("takes several checkbox options, a select option and typed text", async () => {
    for (const [type, answerValue] of [
      ["checkbox", "torch,first-aid-kit"],
      ["select", "half"],
      ["text", "All fine"],
    ] as const) {
      expect((await sam.send("PUT", answerPath(question(type).id), { answerValue })).statusCode).toBe(200);
    }
    expect((await answersIn()).map((answer) => answer.answerValue)).toEqual([
      "torch,first-aid-kit",
      "half",
      "All fine",
    ]);
  });

  it("skips with -1 and completes on the last question with 'Survey Questions complete.'", async () => {
    const skipped = await sam.send("PUT", answerPath(question("text").id), { answerValue: "-1" });
    expect(skipped.json()).toEqual({ questionNumber: 4, isLast: true, message: SURVEY_COMPLETE });
    expect(await answersIn()).toEqual([{ answerValue: "-1", freeTextAnswer: "" }]);
    expect((await listed())[0]!.sections[0]!.answeredCount).toBe(1);
  });

  it.each([
    [
      "freeTextAnswer",
      () => question("radio"),
      { answerValue: "other", freeTextAnswer: " !! " },
      ANSWER_INCOMPLETE,
    ],
    ["answerValue", () => question("radio"), { answerValue: "sideways" }, SURVEY_PARAMS_MISSING],
    ["answerValue", () => question("text"), { answerValue: "<>" }, ANSWER_INCOMPLETE],
    ["answerValue", () => question("checkbox"), { answerValue: "torch,other" }, SURVEY_PARAMS_MISSING],
    ["answerValue", () => question("checkbox"), { answerValue: "torch,,first-aid-kit" }, ANSWER_INCOMPLETE],
    ["answerValue", () => question("select"), {}, undefined],
    ["answerValue", () => question("select"), { answerValue: 3 }, undefined],
    ["questionId", () => ({ id: "x" }), { answerValue: "half" }, undefined],
  ])("answers 400 naming %s, writing nothing", async (field, target, body, message) => {
    const refused = await sam.send("PUT", answerPath(target().id as number), body);
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json().error.fields).toHaveProperty(field);
    if (message) expect(refused.json().error.fields[field]).toBe(message);
    expect(await answersIn()).toEqual([]);
  });

  it("answers 404 for a question of another section or a section that does not exist, writing nothing", async () => {
    const otherSection = safety.sections[1]!.id;
    expect(
      (await sam.send("PUT", answerPath(question("radio").id, otherSection), { answerValue: "yes" }))
        .statusCode,
    ).toBe(404);
    expect(
      (await sam.send("PUT", answerPath(question("radio").id, 999999), { answerValue: "good" })).statusCode,
    ).toBe(404);
    expect(await answersIn()).toEqual([]);
  });
});

describe("spec/3 §4, §7 sgsurveyskipall", () => {
  it("skips each question not yet answered, keeping the answers given", async () => {
    await sam.send("PUT", answerPath(question("radio").id), { answerValue: "worn" });
    const skipped = await sam.send("POST", `/api/app/surveys/${firstSectionId()}/skip-all`);
    expect(skipped.json()).toEqual({ skipped: 3 });
    expect((await answersIn()).map((answer) => answer.answerValue)).toEqual(["worn", "-1", "-1", "-1"]);
    expect((await listed())[0]!.sections[0]).toMatchObject({ questionCount: 4, answeredCount: 4 });
  });

  it("answers 404 for a section that does not exist", async () => {
    expect((await sam.send("POST", "/api/app/surveys/999999/skip-all")).statusCode).toBe(404);
  });
});

describe("spec/3 §6 who may take surveys", () => {
  it("never reads back another user's answers", async () => {
    await app.database.rows(sql`
      insert into survey_answers (user_id, question_id, answer_value)
      select u.id, ${question("radio").id}, 'good' from users u where u.email = 'van@example.co.uk'`);
    expect((await listed())[0]!.sections[0]!.answeredCount).toBe(0);
  });

  it("answers 401 to a visitor and 403 to a van operator, who has no surveys tab, writing nothing", async () => {
    expect((await visitor().get("/api/app/surveys")).statusCode).toBe(401);
    const jo = await appUser("van@example.co.uk");
    const refused = await jo.send("PUT", answerPath(question("radio").id), { answerValue: "good" });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(SURVEYS_TAB_ONLY);
    expect((await jo.get("/api/app/surveys")).statusCode).toBe(403);
    expect(await answersIn()).toEqual([]);
  });
});
