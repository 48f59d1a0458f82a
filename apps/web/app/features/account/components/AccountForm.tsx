import { Fragment, useEffect, useRef, useState, type FormEvent, type ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import { Button } from "~/ui/Button.tsx";
import type { FormResult } from "../form-result.ts";

type Props = {
  /** The form's name for assistive technology, e.g. "Open an account". */
  label: string;
  submitLabel: string;
  result?: FormResult | undefined;
  /** `intent` posted with the form, when the page's action serves more than one form. */
  intent?: string;
  children: ReactNode;
};

/**
 * An account form posted to its page's action (so it works without JavaScript): the refusal above
 * the fields, the success words above a form that is done (and emptied). The button ignores repeat
 * clicks while the request is in flight (spec/1 §4): a second submit would only cancel the first.
 */
export function AccountForm({ label, submitLabel, result, intent, children }: Props) {
  const navigation = useNavigation();
  const sending = navigation.state !== "idle" && navigation.formMethod === "POST";
  const inFlight = useRef(false);
  useEffect(() => {
    if (navigation.state === "idle") inFlight.current = false;
  }, [navigation.state]);

  // A form that is done starts again empty: no password stays typed in it. Each answer is a new
  // object, so a second success empties the form again.
  const [answered, setAnswered] = useState(result);
  const [round, setRound] = useState(0);
  if (result !== answered) {
    setAnswered(result);
    if (result?.done) setRound(round + 1);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    if (inFlight.current) event.preventDefault();
    else inFlight.current = true;
  }

  return (
    <Form method="post" onSubmit={onSubmit} className="flex flex-col gap-4" aria-label={label} noValidate>
      {result?.message && (
        <p role="alert" className="rounded-md border border-red-700 bg-red-50 p-3 font-semibold text-red-800">
          {result.message}
        </p>
      )}
      {result?.done && (
        <p
          role="status"
          className="rounded-md border border-green-700 bg-green-50 p-3 font-semibold text-green-900"
        >
          {result.done}
        </p>
      )}
      {intent && <input type="hidden" name="intent" value={intent} />}
      <Fragment key={round}>{children}</Fragment>
      <Button type="submit" disabled={sending} className="self-start">
        {submitLabel}
      </Button>
    </Form>
  );
}
