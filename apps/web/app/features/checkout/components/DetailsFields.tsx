import { Link } from "react-router";
import type { GuestAccountNotice } from "@merchant/domain/checkout";
import { Field } from "~/ui/Field.tsx";
import {
  inputIdOf,
  type CheckoutErrors,
  type CheckoutField,
  type CheckoutFormState,
} from "../checkout-form.ts";

type DetailsField = "Name" | "EmailAddress" | "EmailAddress2" | "Phone";

type Props = {
  form: CheckoutFormState;
  errors: CheckoutErrors;
  onChange: (field: DetailsField, value: string, judgeAgain: readonly CheckoutField[]) => void;
  onLeave: (fields: readonly CheckoutField[]) => void;
  /** spec/1 §1: a guest whose email has an account is told to log in. */
  guestNotice: GuestAccountNotice | null;
  disabled: boolean;
};

/**
 * Your details (spec/1 §2 'Checkout: email field', §3 EmailAddress, EmailAddress2): name, email
 * twice and a phone number; under the email, the notice for a guest whose email has an account.
 */
export function DetailsFields({ form, errors, onChange, onLeave, guestNotice, disabled }: Props) {
  const input = (field: DetailsField, judgeAgain: readonly CheckoutField[] = [field]) => ({
    id: inputIdOf(field),
    name: field,
    value: form[field],
    disabled,
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => onChange(field, event.target.value, judgeAgain),
    onBlur: () => onLeave(field === "Phone" ? [] : [field]),
  });
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field
        label="Full name"
        autoComplete="name"
        maxLength={100}
        error={errors.Name}
        className="sm:col-span-2"
        {...input("Name")}
      />
      <Field
        label="Email address"
        type="email"
        autoComplete="email"
        maxLength={254}
        error={errors.EmailAddress}
        {...input("EmailAddress", ["EmailAddress", "EmailAddress2"])}
      />
      <Field
        label="Confirm email address"
        type="email"
        autoComplete="email"
        maxLength={254}
        error={errors.EmailAddress2}
        {...input("EmailAddress2")}
      />
      {/* Always in the page, so a screen reader hears the notice when it appears. */}
      <div aria-live="polite" className={guestNotice ? "sm:col-span-2" : "sr-only"}>
        {guestNotice && (
          <p className="rounded-md border border-brand-ink bg-surface p-3 text-sm">
            {guestNotice.message}{" "}
            <Link to={guestNotice.href} className="font-semibold text-brand-ink underline underline-offset-2">
              {guestNotice.linkText}
            </Link>
          </p>
        )}
      </div>
      <Field
        label="Phone number (optional)"
        type="tel"
        autoComplete="tel"
        maxLength={30}
        error={errors.Phone}
        {...input("Phone")}
      />
    </div>
  );
}
