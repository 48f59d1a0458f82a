/**
 * The survey tables' one door (decision 164): surveys, their sections and numbered questions, and
 * each app user's answers, one per question. Every read of answers names the user.
 */
import { sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import type { SurveyOption } from "../../db/schema.ts";

export type SectionSummaryRow = {
  surveyId: number;
  surveyTitle: string;
  id: number;
  title: string;
  questionCount: number;
  answeredCount: number;
};

export type SectionRow = { id: number; title: string; surveyTitle: string };

export type QuestionRow = {
  id: number;
  number: number;
  prompt: string;
  type: "radio" | "checkbox" | "select" | "text";
  options: SurveyOption[];
  hasOther: boolean;
  isFirst: boolean;
  isLast: boolean;
};

export type SavedAnswer = { answerValue: string; freeTextAnswer: string };

/** A section's questions in number order; the first and last are read from the numbers. */
const QUESTIONS = (sectionId: number) => sql`
  select id, number, prompt, type, options, has_other as "hasOther",
    number = min(number) over () as "isFirst", number = max(number) over () as "isLast"
  from survey_questions where section_id = ${sectionId}
  order by number`;

export function createSurveyStore(database: Database) {
  return {
    /** Every section, in survey then section order, with the user's answered count. */
    async sections(userId: number): Promise<SectionSummaryRow[]> {
      return database.rows<SectionSummaryRow>(sql`
        select s.id as "surveyId", s.title as "surveyTitle", x.id, x.title,
          count(q.id)::int as "questionCount", count(a.question_id)::int as "answeredCount"
        from surveys s join survey_sections x on x.survey_id = s.id
        left join survey_questions q on q.section_id = x.id
        left join survey_answers a on a.question_id = q.id and a.user_id = ${userId}
        group by s.id, x.id
        order by s.position, s.title, x.position`);
    },

    async section(sectionId: number): Promise<SectionRow | undefined> {
      const [row] = await database.rows<SectionRow>(sql`
        select x.id, x.title, s.title as "surveyTitle"
        from survey_sections x join surveys s on s.id = x.survey_id where x.id = ${sectionId}`);
      return row;
    },

    async questions(sectionId: number): Promise<QuestionRow[]> {
      return database.rows<QuestionRow>(QUESTIONS(sectionId));
    },

    /** Writes the user's answer, replacing the one before (spec/3 §4: back, then answer again). */
    async saveAnswer(userId: number, questionId: number, answer: SavedAnswer): Promise<void> {
      await database.rows(sql`
        insert into survey_answers (user_id, question_id, answer_value, free_text_answer)
        values (${userId}, ${questionId}, ${answer.answerValue}, ${answer.freeTextAnswer})
        on conflict (user_id, question_id) do update
          set answer_value = excluded.answer_value, free_text_answer = excluded.free_text_answer,
            answered_at = now()`);
    },

    /** Skips (-1) each of the section's questions the user has not answered; answers how many. */
    async skipUnanswered(userId: number, sectionId: number, skipped: string): Promise<number> {
      const rows = await database.rows<{ questionId: number }>(sql`
        insert into survey_answers (user_id, question_id, answer_value)
        select ${userId}, id, ${skipped} from survey_questions where section_id = ${sectionId}
        on conflict (user_id, question_id) do nothing
        returning question_id as "questionId"`);
      return rows.length;
    },
  };
}

export type SurveyStore = ReturnType<typeof createSurveyStore>;
