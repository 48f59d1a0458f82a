/**
 * Staff surveys in the van app (issue 18; spec/3 §2 Surveys, §3, §4 Survey, §5, §7 Survey calls;
 * decision 164): the sections list, starting a section (its questions, one at a time in the app),
 * an answer per question (answering again replaces it; -1 is a skip), and skip all. Every call is
 * the signed-in app user's own; another user's answers are never read back.
 */
import { z } from "zod";
import { SURVEY_COMPLETE } from "@merchant/domain/surveys";
import { failures } from "./errors.ts";
import { text, wholeNumber } from "./input.ts";
import { route } from "./route.ts";

/** Long enough for every option of a checkbox question, comma-separated. */
const ANSWER_VALUE_MAX_LENGTH = 500;
/** Other's free text and a text question's answer: a sentence or two. */
export const SURVEY_FREE_TEXT_MAX_LENGTH = 500;

const sectionParams = z.object({
  sectionId: wholeNumber({ min: 1 }).describe("spec/3 §7 surveyID: a survey section's id"),
});

export const surveySectionSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  questionCount: z.number().int(),
  answeredCount: z.number().int().describe("the signed-in user's answers (skips too) in this section"),
});

export const surveySummarySchema = z
  .object({ id: z.number().int(), title: z.string(), sections: z.array(surveySectionSummarySchema) })
  .meta({ id: "SurveySummary" });
export type SurveySummary = z.infer<typeof surveySummarySchema>;

export const surveyQuestionSchema = z
  .object({
    id: z.number().int(),
    number: z.number().int().describe("numbered from 1 in its section"),
    prompt: z.string(),
    type: z.enum(["radio", "checkbox", "select", "text"]),
    options: z.array(z.object({ value: z.string(), label: z.string() })),
    hasOther: z.boolean().describe("offers Other, whose free text is then required"),
    isFirst: z.boolean(),
    isLast: z.boolean(),
  })
  .meta({ id: "SurveyQuestion" });
export type SurveyQuestionDetail = z.infer<typeof surveyQuestionSchema>;

export const vanSurveyRoutes = {
  appSurveys: route({
    method: "GET",
    path: "/api/app/surveys",
    summary:
      "spec/3 §2, §4: the surveys list, each survey's sections with how many of their questions the user has answered",
    tags: ["van app"],
    responses: { 200: z.object({ surveys: z.array(surveySummarySchema) }), ...failures(401, 403) },
  }),
  startSurvey: route({
    method: "POST",
    path: "/api/app/surveys/{sectionId}/start",
    summary:
      "spec/3 §4, §7 sgsurveystart and sgsurveyhtml: starts a section and answers its questions in order; an unknown section is a 404 'Error: Please try again.'",
    tags: ["van app"],
    params: sectionParams,
    responses: {
      200: z.object({
        section: z.object({ id: z.number().int(), title: z.string(), surveyTitle: z.string() }),
        questions: z.array(surveyQuestionSchema),
      }),
      ...failures(400, 401, 403, 404),
    },
  }),
  answerSurveyQuestion: route({
    method: "PUT",
    path: "/api/app/surveys/{sectionId}/questions/{questionId}/answer",
    summary:
      "spec/3 §5, §7 sgsurveyquestioncomplete: the user's answer to a question of the section, replacing any before; -1 skips; Other needs its text; the last question answers 'Survey Questions complete.'",
    tags: ["van app"],
    params: sectionParams.extend({ questionId: wholeNumber({ min: 1 }).describe("questionID") }),
    body: z.strictObject({
      answerValue: text(ANSWER_VALUE_MAX_LENGTH, { trim: true }).describe(
        "an option's value, several checkbox values comma-separated, the typed text, or -1 to skip",
      ),
      freeTextAnswer: text(SURVEY_FREE_TEXT_MAX_LENGTH).optional().describe("Other's text"),
    }),
    responses: {
      200: z.object({
        questionNumber: z.number().int(),
        isLast: z.boolean(),
        message: z.string().nullable().describe(`"${SURVEY_COMPLETE}" after the last question, else null`),
      }),
      ...failures(400, 401, 403, 404),
    },
  }),
  skipAllSurvey: route({
    method: "POST",
    path: "/api/app/surveys/{sectionId}/skip-all",
    summary:
      "spec/3 §4, §7 sgsurveyskipall: every question of the section the user has not answered is skipped (-1)",
    tags: ["van app"],
    params: sectionParams,
    responses: { 200: z.object({ skipped: z.number().int() }), ...failures(400, 401, 403, 404) },
  }),
};
