import type { SurveyQuestionDetail } from "@merchant/contract";
import { alphanumericOnly, OTHER_OPTION } from "@merchant/domain/surveys";
import { Field } from "~/ui/Field.tsx";
import { SelectField } from "~/ui/SelectField.tsx";

type Props = {
  question: SurveyQuestionDetail;
  /** The chosen option values, or the typed text as the one value of a text question. */
  values: readonly string[];
  onValues: (values: string[]) => void;
};

/** The question's options, with Other last where the question offers it. */
const optionsOf = (question: SurveyQuestionDetail) =>
  question.hasOther ? [...question.options, { value: OTHER_OPTION, label: "Other" }] : question.options;

/**
 * spec/3 §3 Survey (app): the question's input, radio, checkbox, select or text; typed text keeps
 * letters, digits and spaces only (spec/3 §5).
 */
export function SurveyChoices({ question, values, onValues }: Props) {
  const id = `survey-question-${question.id}`;
  if (question.type === "text")
    return (
      <Field
        id={id}
        label={question.prompt}
        value={values[0] ?? ""}
        maxLength={500}
        autoComplete="off"
        onChange={(event) => onValues([alphanumericOnly(event.target.value)])}
      />
    );
  if (question.type === "select")
    return (
      <SelectField
        id={id}
        label={question.prompt}
        value={values[0] ?? ""}
        onChange={(event) => onValues(event.target.value === "" ? [] : [event.target.value])}
        options={[{ value: "", label: "Choose one" }, ...optionsOf(question)]}
      />
    );
  const many = question.type === "checkbox";
  const toggle = (value: string, checked: boolean) =>
    onValues(many ? (checked ? [...values, value] : values.filter((one) => one !== value)) : [value]);
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 text-base font-semibold">{question.prompt}</legend>
      {optionsOf(question).map((option) => (
        <label
          key={option.value}
          className="flex min-h-11 items-center gap-3 rounded-md border border-line bg-white px-3"
        >
          <input
            type={many ? "checkbox" : "radio"}
            name={id}
            value={option.value}
            checked={values.includes(option.value)}
            onChange={(event) => toggle(option.value, event.target.checked)}
            className="size-5"
          />
          {option.label}
        </label>
      ))}
    </fieldset>
  );
}
