import type { FormModel } from "@merchant/domain/forms";
import {
  Fragment,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type FormEvent,
  type ReactNode,
} from "react";
import { Form, useNavigation } from "react-router";
import { Button } from "~/ui/Button.tsx";
import type { FormResult } from "../form-result.ts";
import { useFieldCheck } from "../use-field-check.ts";
import { FieldErrors } from "./field-errors.ts";

type Props = {
  /** The form's name for assistive technology, e.g. "Open an account". */
  label: string;
  submitLabel: string;
  result?: FormResult | undefined;
  /** `intent` posted with the form, when the page's action serves more than one form. */
  intent?: string;
  /** The form's table of field rules (`@merchant/domain/forms`): its fields are checked as they are left. */
  model?: FormModel;
  children: ReactNode;
};

/** The first input, in the order shown, whose name has an error: the one to fix first. */
function firstInvalidInput(form: HTMLFormElement, errors: Record<string, string>): HTMLElement | undefined {
  return [...form.elements].find(
    (element): element is HTMLInputElement =>
      element instanceof HTMLInputElement && element.type !== "hidden" && element.name in errors,
  );
}

/**
 * An account form posted to its page's action (so it works without JavaScript). Its answer is
 * spec/1 §3's generic form response: a refusal's words above the fields and each field's problem
 * under it, the first field at fault focused (spec/1 §5 'errors focus the field'); the success
 * words above a form that is done (and emptied). With a `model`, each field is checked by the
 * server as it is left, its words in the same place (spec/1 §5). The button ignores repeat clicks
 * while the request is in flight (spec/1 §4): a second submit would only cancel the first.
 */
export function AccountForm({ label, submitLabel, result, intent, model, children }: Props) {
  const navigation = useNavigation();
  const sending = navigation.state !== "idle" && navigation.formMethod === "POST";
  const inFlight = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);
  const { checked, onFocus, onBlur, forget } = useFieldCheck(model);
  // Cleared in the commit that enables the button again, not after it: a click the browser runs
  // before React's passive effects would otherwise be ignored as a repeat. And cleared when an
  // answer arrives as well as when the navigation ends: React may never commit the router's
  // in-between states (its updates are transitions), and then the state alone reads idle, idle.
  useLayoutEffect(() => {
    if (navigation.state === "idle") inFlight.current = false;
  }, [navigation.state, result]);

  // A form that is done starts again empty: no password stays typed in it. Each answer is a new
  // object, so a second success empties the form again.
  const [answered, setAnswered] = useState(result);
  const [round, setRound] = useState(0);
  if (result !== answered) {
    setAnswered(result);
    if (result?.success) setRound(round + 1);
  }

  // Each answer of the submit replaces the checks made as fields were left, and sends the
  // focus to the first field it finds at fault.
  useEffect(() => {
    if (!result) return;
    forget();
    const form = formRef.current;
    if (!result.success && form) firstInvalidInput(form, result.errors)?.focus();
  }, [result, forget]);

  const errorFor = useCallback(
    (name: string) => (name in checked ? (checked[name] ?? undefined) : result?.errors[name]),
    [checked, result],
  );

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    if (inFlight.current) event.preventDefault();
    else inFlight.current = true;
  }

  const refused = result && !result.success ? result.statusMessage : null;
  const done = result?.success ? result.statusMessage : null;
  return (
    <Form
      ref={formRef}
      method="post"
      onSubmit={onSubmit}
      onFocus={onFocus}
      onBlur={onBlur}
      className="flex flex-col gap-4"
      aria-label={label}
      noValidate
    >
      {refused && (
        <p role="alert" className="rounded-md border border-red-700 bg-red-50 p-3 font-semibold text-red-800">
          {refused}
        </p>
      )}
      {done && (
        <p
          role="status"
          className="rounded-md border border-green-700 bg-green-50 p-3 font-semibold text-green-900"
        >
          {done}
        </p>
      )}
      {intent && <input type="hidden" name="intent" value={intent} />}
      <FieldErrors.Provider value={errorFor}>
        <Fragment key={round}>{children}</Fragment>
      </FieldErrors.Provider>
      <Button type="submit" disabled={sending} className="self-start">
        {submitLabel}
      </Button>
    </Form>
  );
}
