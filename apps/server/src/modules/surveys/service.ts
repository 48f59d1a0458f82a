/**
 * Staff surveys (spec/3 §4 Survey, §5, §7 Survey calls; decision 164): the sections list,
 * starting a section, an answer per question checked against the question, and skip all. Only an
 * app user with the surveys tab may take part; a section that does not exist answers 404.
 */
import { appTabsFor } from "@merchant/domain/van";
import {
  checkQuestionAnswer,
  SKIPPED_ANSWER,
  SURVEY_COMPLETE,
  SURVEY_PARAMS_MISSING,
} from "@merchant/domain/surveys";
import { forbidden, invalid, notFound } from "../../lib/domain-errors.ts";
import type { VanAppService } from "../van/index.ts";
import type { SurveyStore } from "./store.ts";

export const SURVEYS_TAB_ONLY = "Surveys are for staff who have the surveys tab.";

export function createSurveyService({ store, vanApp }: { store: SurveyStore; vanApp: VanAppService }) {
  async function mustTakeSurveys(userId: number): Promise<void> {
    const { role } = await vanApp.appUser(userId);
    if (!appTabsFor(role).includes("surveys")) throw forbidden(SURVEYS_TAB_ONLY);
  }

  async function sectionOf(sectionId: number) {
    const section = await store.section(sectionId);
    if (!section) throw notFound(SURVEY_PARAMS_MISSING);
    return section;
  }

  return {
    async list(userId: number) {
      await mustTakeSurveys(userId);
      const surveys = new Map<
        number,
        {
          id: number;
          title: string;
          sections: { id: number; title: string; questionCount: number; answeredCount: number }[];
        }
      >();
      for (const { surveyId, surveyTitle, ...section } of await store.sections(userId)) {
        const survey = surveys.get(surveyId) ?? { id: surveyId, title: surveyTitle, sections: [] };
        survey.sections.push(section);
        surveys.set(surveyId, survey);
      }
      return { surveys: [...surveys.values()] };
    },

    /** spec/3 §4: a section without questions cannot be started, as one that does not exist. */
    async start(userId: number, sectionId: number) {
      await mustTakeSurveys(userId);
      const section = await sectionOf(sectionId);
      const questions = await store.questions(sectionId);
      if (questions.length === 0) throw notFound(SURVEY_PARAMS_MISSING);
      return { section, questions };
    },

    async answer(
      userId: number,
      sectionId: number,
      questionId: number,
      given: { answerValue: string; freeTextAnswer?: string },
    ) {
      await mustTakeSurveys(userId);
      const question = (await store.questions(sectionId)).find((row) => row.id === questionId);
      if (!question) throw notFound(SURVEY_PARAMS_MISSING);
      const checked = checkQuestionAnswer(
        {
          type: question.type,
          optionValues: question.options.map((option) => option.value),
          hasOther: question.hasOther,
        },
        given.answerValue,
        given.freeTextAnswer ?? "",
      );
      if (!checked.ok) {
        const field = checked.code === "other_text_missing" ? "freeTextAnswer" : "answerValue";
        throw invalid(checked.message, { [field]: checked.message });
      }
      await store.saveAnswer(userId, questionId, checked.value);
      return {
        questionNumber: question.number,
        isLast: question.isLast,
        message: question.isLast ? SURVEY_COMPLETE : null,
      };
    },

    async skipAll(userId: number, sectionId: number) {
      await mustTakeSurveys(userId);
      await sectionOf(sectionId);
      return { skipped: await store.skipUnanswered(userId, sectionId, SKIPPED_ANSWER) };
    },
  };
}
