import type { ReactNode } from "react";
import { Form } from "react-router";
import { Button } from "~/ui/Button.tsx";
import { SelectField } from "~/ui/SelectField.tsx";

/**
 * A calculator's form: sent by GET, so its answer has an address and the page works without
 * JavaScript; with it, React Router sends it without a reload and keeps the scroll.
 */
export function CalculatorForm({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Form method="get" replace preventScrollReset aria-label={label} className="flex flex-col gap-4">
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
