import type { SurveySummary } from "@merchant/contract";
import { Button } from "~/ui/Button.tsx";
import { Spinner } from "~/ui/Spinner.tsx";

type Props = { surveys: SurveySummary[] | null; busy: boolean; onStart: (sectionId: number) => void };

/** spec/3 §2 Surveys: the sections list, each survey's sections with how many questions are answered. */
export function SurveySections({ surveys, busy, onStart }: Props) {
  return (
    <section aria-labelledby="surveys-heading" className="flex flex-col gap-4 p-4">
      <h2 id="surveys-heading" className="text-xl font-bold">
        Surveys
      </h2>
      {surveys === null ? (
        <Spinner label="Loading surveys" />
      ) : surveys.length === 0 ? (
        <p>There are no surveys at the moment.</p>
      ) : (
        surveys.map((survey) => (
          <section key={survey.id} aria-labelledby={`survey-${survey.id}`} className="flex flex-col gap-2">
            <h3 id={`survey-${survey.id}`} className="text-lg font-semibold">
              {survey.title}
            </h3>
            {survey.sections.map((section) => (
              <Button
                key={section.id}
                variant="secondary"
                className="min-h-14 w-full justify-between text-base"
                disabled={busy}
                onClick={() => onStart(section.id)}
              >
                <span>{section.title}</span>
                <span className="text-sm font-normal text-muted">
                  {section.answeredCount} of {section.questionCount} answered
                </span>
              </Button>
            ))}
          </section>
        ))
      )}
    </section>
  );
}
