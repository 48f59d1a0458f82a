import type { ReactNode } from "react";
import { Form } from "react-router";
import { Button } from "~/ui/Button.tsx";
import { SelectField } from "~/ui/SelectField.tsx";
import type { CalculatorSlug } from "../calculators.ts";

/**
 * A calculator's form, sent by GET to the calculator's own page: there its answer has an address,
 * and it works without JavaScript (from an info page's widget too). With JavaScript a calculator
 * that answers in the page (`onAnswer`) does so without sending; the aggregate, which needs the
 * shop's bags, is sent by React Router without a reload.
 */
export function CalculatorForm({
  label,
  calculator,
  onAnswer,
  children,
}: {
  label: string;
  calculator: CalculatorSlug;
  onAnswer?: (form: HTMLFormElement) => void;
  children: ReactNode;
}) {
  return (
    <Form
      method="get"
      action={`/calculators/${calculator}`}
      replace
      preventScrollReset
      aria-label={label}
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        if (!onAnswer) return;
        event.preventDefault();
        onAnswer(event.currentTarget);
      }}
    >
      {children}
      <div>
        <Button type="submit">Calculate</Button>
      </div>
    </Form>
  );
}

/** A calculator's answer or its error, read out when it changes. */
export function CalculatorAnswer({ error, children }: { error?: boolean; children: ReactNode }) {
  return (
    <p
      role="status"
      className={
        error
          ? "rounded-md border border-red-700 bg-white p-3 font-semibold text-red-700"
          : "rounded-md border border-line bg-surface p-3 text-lg font-bold"
      }
    >
      {children}
    </p>
  );
}

/** A labelled select of a calculator's form, starting at 'Please select' until the form is sent with a choice. */
export function ChoiceField({
  label,
  name,
  value,
  choices,
}: {
  label: string;
  name: string;
  value: string;
  choices: readonly { value: string; label: string }[];
}) {
  return (
    <SelectField
      id={`calculator-${name}`}
      label={label}
      name={name}
      defaultValue={value}
      key={value}
      options={[{ value: "", label: "Please select" }, ...choices]}
    />
  );
}
