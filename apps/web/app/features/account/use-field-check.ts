/**
 * spec/1 §5: 'Server-side field validation runs on change or blur of form inputs; the returned
 * message is shown beside the field.' An input of the form's model (the domain's table of its
 * fields) that was changed and is left is checked by the API (POST /api/forms/validate-field),
 * as a `change` event would: a field tabbed through untouched is not nagged. A confirmation is
 * sent with the value of the field it is compared with, and checked again when that field
 * changes. Answers that come back after a newer question, or after the form was submitted, are
 * dropped. A failed check shows nothing: the submit checks every field anyway.
 */
import { fieldRulesOf, fieldsOf, type FormModel } from "@merchant/domain/forms";
import { useCallback, useRef, useState, type FocusEvent } from "react";
import { validateField } from "./api.ts";

/** Field name → the check's words, or null once a check found nothing wrong. */
export type CheckedFields = Readonly<Record<string, string | null>>;

type Input = HTMLInputElement | HTMLTextAreaElement;

const isInput = (target: unknown): target is Input =>
  target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement;

export function useFieldCheck(model: FormModel | undefined) {
  const [checked, setChecked] = useState<CheckedFields>({});
  /** The value each input had when it took the focus: left with another, it has changed. */
  const focusedValues = useRef(new Map<string, string>());
  /** The newest question per field; a reply to an older one, or to one asked before a submit's answer, is stale. */
  const asked = useRef(new Map<string, number>());
  const questions = useRef(0);

  const check = useCallback(
    async (form: HTMLFormElement, field: string) => {
      if (!model) return;
      const input = form.elements.namedItem(field);
      if (!isInput(input)) return;
      const pair = fieldRulesOf(model, field)?.compareWith?.field;
      const other = pair ? form.elements.namedItem(pair) : null;
      const question = ++questions.current;
      asked.current.set(field, question);
      try {
        const { fieldMessage } = await validateField({
          model,
          field,
          value: input.value,
          ...(pair && isInput(other) ? { compareWithField: pair, compareWithFieldValue: other.value } : {}),
        });
        if (asked.current.get(field) === question)
          setChecked((known) => ({ ...known, [field]: fieldMessage }));
      } catch {
        // Refused, limited or unreachable: the submit still checks the field.
      }
    },
    [model],
  );

  const onFocus = useCallback((event: FocusEvent<HTMLFormElement>) => {
    if (isInput(event.target) && event.target.name)
      focusedValues.current.set(event.target.name, event.target.value);
  }, []);

  const onBlur = useCallback(
    (event: FocusEvent<HTMLFormElement>) => {
      const input = event.target;
      if (!model || !isInput(input) || !input.form || !fieldRulesOf(model, input.name)) return;
      const before = focusedValues.current.get(input.name) ?? input.defaultValue;
      if (input.value === before) return;
      void check(input.form, input.name);
      // A confirmation already typed is checked again against the new value of its pair.
      for (const field of fieldsOf(model)) {
        const confirmation = input.form.elements.namedItem(field);
        if (
          fieldRulesOf(model, field)?.compareWith?.field === input.name &&
          isInput(confirmation) &&
          confirmation.value
        )
          void check(input.form, field);
      }
    },
    [model, check],
  );

  /** A submit answered: its errors stand, and checks still on their way are dropped. */
  const forget = useCallback(() => {
    asked.current.clear();
    setChecked({});
  }, []);

  return { checked, onFocus, onBlur, forget };
}
