import { useState, type FormEvent } from "react";
import type { SurveyQuestionDetail } from "@merchant/contract";
import { alphanumericOnly, OTHER_OPTION, type SurveyAnswer } from "@merchant/domain/surveys";
import { Button } from "~/ui/Button.tsx";
import { Field } from "~/ui/Field.tsx";
import { SurveyChoices } from "./SurveyChoices.tsx";

type Props = {
  title: string;
  question: SurveyQuestionDetail;
  position: number;
  total: number;
  busy: boolean;
  onAnswer: (answer: SurveyAnswer) => void;
  onBack: () => void;
  onSkip: () => void;
  onSkipAll: () => void;
};

/**
 * spec/3 §2, §4 Survey: one question with a progress bar; answering moves on, back, skip (-1)
 * and skip all. Ticking Other asks for its text (spec/3 §5). Keyed by question, so each starts blank.
 */
export function SurveyQuestionStep({
  title,
  question,
  position,
  total,
  busy,
  onAnswer,
  onBack,
  onSkip,
  onSkipAll,
}: Props) {
  const [values, setValues] = useState<string[]>([]);
  const [otherText, setOtherText] = useState("");
  const otherTicked = values.includes(OTHER_OPTION);
  const progress = `Question ${position} of ${total}`;

  function submit(event: FormEvent) {
    event.preventDefault();
    onAnswer({ value: values, otherTicked, otherText });
  }

  return (
    <form onSubmit={submit} className="flex flex-col gap-4 p-4" aria-labelledby="survey-heading">
      <div className="flex flex-col gap-1">
        <h2 id="survey-heading" className="text-xl font-bold">
          {title}
        </h2>
        <p id="survey-progress" className="text-sm text-muted">
          {progress}
        </p>
        <progress
          aria-labelledby="survey-progress"
          value={position}
          max={total}
          className="h-2 w-full accent-brand"
        />
      </div>
      <SurveyChoices question={question} values={values} onValues={setValues} />
      {otherTicked && (
        <Field
          label="Other (please type)"
          value={otherText}
          maxLength={500}
          autoComplete="off"
          onChange={(event) => setOtherText(alphanumericOnly(event.target.value))}
        />
      )}
      <div className="grid grid-cols-2 gap-2">
        <Button variant="secondary" disabled={busy} onClick={onBack}>
          Back
        </Button>
        <Button type="submit" disabled={busy}>
          {question.isLast ? "Finish" : "Next"}
        </Button>
        <Button variant="secondary" disabled={busy} onClick={onSkip}>
          Skip
        </Button>
        <Button variant="secondary" disabled={busy} onClick={onSkipAll}>
          Skip all
        </Button>
      </div>
    </form>
  );
}
