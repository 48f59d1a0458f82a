/**
 * The checkout form's state and which of the domain's errors it shows (spec/1 §5 'errors focus
 * the field'): a field's rule is shown when the shopper leaves it, goes as soon as the field is put
 * right, and every rule is shown at once on submit. The server's refusals join them under the
 * fields they name.
 */
import { useCallback, useRef, useState } from "react";
import type { Fulfilment } from "@merchant/contract";
import {
  checkoutErrors,
  type CardEntryKind,
  type CheckoutErrors,
  type CheckoutField,
  type CheckoutFormState,
} from "./checkout-form.ts";

export function useCheckoutForm(
  initial: CheckoutFormState,
  fulfilment: Fulfilment,
  cardEntry: CardEntryKind = "typed",
) {
  const [form, setForm] = useState(initial);
  const [shown, setShown] = useState<CheckoutErrors>({});
  // Answers that arrive later (the address lookup's) change the newest form, not the one they saw.
  const latest = useRef(initial);

  /** Shows (or clears) the rules of `fields` as they judge `judged`; `onlyShown`: only those already showing. */
  const judge = useCallback(
    (judged: CheckoutFormState, fields: readonly CheckoutField[], onlyShown: boolean) => {
      const errors = checkoutErrors(judged, fulfilment, Date.now(), cardEntry);
      setShown((before) => {
        const after = { ...before };
        for (const field of fields) {
          if (onlyShown && before[field] === undefined) continue;
          const message = errors[field];
          if (message) after[field] = message;
          else delete after[field];
        }
        return after;
      });
    },
    [fulfilment, cardEntry],
  );

  /** A change: the form moves on, and an error already shown on these fields is judged again. */
  const update = useCallback(
    (change: (before: CheckoutFormState) => CheckoutFormState, fields: readonly CheckoutField[] = []) => {
      const next = change(latest.current);
      latest.current = next;
      setForm(next);
      if (fields.length > 0) judge(next, fields, true);
      return next;
    },
    [judge],
  );

  /** The shopper left these fields: their rules are shown. */
  const leave = useCallback(
    (fields: readonly CheckoutField[]) => judge(latest.current, fields, false),
    [judge],
  );

  /** Every rule at once (the submit); answers the errors. */
  const showAll = useCallback(
    (judged: CheckoutFormState): CheckoutErrors => {
      const errors = checkoutErrors(judged, fulfilment, Date.now(), cardEntry);
      setShown(errors);
      return errors;
    },
    [fulfilment, cardEntry],
  );

  /** The server's refusals, under the fields they name. */
  const showRefused = useCallback(
    (errors: CheckoutErrors) => setShown((before) => ({ ...before, ...errors })),
    [],
  );

  return { form, shown, update, leave, showAll, showRefused };
}
