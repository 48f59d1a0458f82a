/**
 * The demo staff surveys (issue 18; decision 164): a van safety check and a customer site survey,
 * each of two sections, between them every input type (radio, checkbox, select, text) and
 * questions offering Other. Sam Patel (staff) takes them in the app.
 */
import { sql } from "drizzle-orm";
import type { SurveyOption } from "../../../db/schema.ts";
import { selectRows, type Executor } from "./sql-runner.ts";

type DemoQuestion = {
  prompt: string;
  type: "radio" | "checkbox" | "select" | "text";
  options?: readonly string[];
  hasOther?: boolean;
};

type DemoSurvey = {
  title: string;
  sections: readonly { title: string; questions: readonly DemoQuestion[] }[];
};

export const DEMO_SURVEYS: readonly DemoSurvey[] = [
  {
    title: "Van safety check",
    sections: [
      {
        title: "Before you drive",
        questions: [
          {
            prompt: "What condition are the tyres in?",
            type: "radio",
            options: ["Good", "Worn", "Damaged"],
            hasOther: true,
          },
          {
            prompt: "Which of these are on board?",
            type: "checkbox",
            options: ["Traffic cones", "Warning triangle", "First aid kit", "Fire extinguisher", "Torch"],
          },
          {
            prompt: "How much fuel is in the tank?",
            type: "select",
            options: ["Full", "Three quarters", "Half", "Quarter", "Reserve"],
          },
          { prompt: "Anything else to report before setting off?", type: "text" },
        ],
      },
      {
        title: "Load and tail lift",
        questions: [
          { prompt: "Is the load strapped and secured?", type: "radio", options: ["Yes", "No"] },
          {
            prompt: "Did the tail lift pass its check?",
            type: "radio",
            options: ["Yes", "No", "No tail lift"],
            hasOther: true,
          },
        ],
      },
    ],
  },
  {
    title: "Customer site survey",
    sections: [
      {
        title: "Access",
        questions: [
          {
            prompt: "What is the largest vehicle the site can take?",
            type: "select",
            options: ["Van", "7.5 tonne lorry", "Rigid lorry with crane", "Articulated lorry"],
          },
          {
            prompt: "Where can we park to unload?",
            type: "radio",
            options: ["On site", "On the street", "Permit needed"],
            hasOther: true,
          },
          { prompt: "Gate code or access notes", type: "text" },
        ],
      },
      {
        title: "Site needs",
        questions: [
          {
            prompt: "Which materials will the site need over the next month?",
            type: "checkbox",
            options: ["Timber", "Aggregates", "Plasterboard", "Bricks and blocks"],
            hasOther: true,
          },
          {
            prompt: "How would the site manager like to be contacted?",
            type: "radio",
            options: ["Phone", "Email", "Text message"],
          },
        ],
      },
    ],
  },
];

/** An option's value: its label in lower case with dashes ("7.5 tonne lorry" → "7-5-tonne-lorry"). */
const optionsOf = (labels: readonly string[] = []): SurveyOption[] =>
  labels.map((label) => ({ value: label.toLowerCase().replace(/[^a-z0-9]+/g, "-"), label }));

export async function insertDemoSurveys(executor: Executor): Promise<void> {
  for (const [surveyIndex, survey] of DEMO_SURVEYS.entries()) {
    const [inserted] = await selectRows<{ id: number }>(
      executor,
      sql`insert into surveys (title, position) values (${survey.title}, ${surveyIndex})
        on conflict (title) do nothing returning id`,
    );
    if (!inserted) continue;
    for (const [sectionIndex, section] of survey.sections.entries()) {
      const [sectionRow] = await selectRows<{ id: number }>(
        executor,
        sql`insert into survey_sections (survey_id, title, position)
          values (${inserted.id}, ${section.title}, ${sectionIndex}) returning id`,
      );
      for (const [questionIndex, question] of section.questions.entries()) {
        await executor.execute(sql`insert into survey_questions (section_id, number, prompt, type, options, has_other)
          values (${sectionRow!.id}, ${questionIndex + 1}, ${question.prompt}, ${question.type},
            ${JSON.stringify(optionsOf(question.options))}::jsonb, ${question.hasOther ?? false})`);
      }
    }
  }
}
