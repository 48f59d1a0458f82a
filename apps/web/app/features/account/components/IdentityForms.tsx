/** The forms of opening an account and of a forgotten, emailed or changed password (issue 11 Identity). */
import { Field } from "~/ui/Field.tsx";
import type { FormResult } from "../form-result.ts";
import { AccountForm } from "./AccountForm.tsx";
import { EmailField } from "./EmailField.tsx";
import { NewPasswordFields } from "./NewPasswordFields.tsx";

type FormProps = { result?: FormResult | undefined };

export function RegisterForm({ result, redirectTo }: FormProps & { redirectTo: string }) {
  return (
    <AccountForm label="Open an account" submitLabel="Open my account" result={result}>
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <Field
        label="Name"
        name="name"
        autoComplete="name"
        defaultValue={result?.values?.name}
        error={result?.fields?.name}
        required
      />
      <EmailField result={result} />
      <NewPasswordFields result={result} />
    </AccountForm>
  );
}

/** spec/3 §5 forgotten password: once sent, the words say so in place of the form. */
export function ForgottenPasswordForm({ result }: FormProps) {
  if (result?.done) {
    return (
      <p
        role="status"
        className="rounded-md border border-green-700 bg-green-50 p-3 font-semibold text-green-900"
      >
        {result.done}
      </p>
    );
  }
  return (
    <AccountForm label="Forgotten password" submitLabel="Email me a link" result={result}>
      <EmailField result={result} />
    </AccountForm>
  );
}

export function ResetPasswordForm({ result, token }: FormProps & { token: string }) {
  return (
    <AccountForm label="Set a new password" submitLabel="Set my new password" result={result}>
      <input type="hidden" name="token" value={token} />
      {result?.fields?.token && (
        <p role="alert" className="rounded-md border border-red-700 bg-red-50 p-3 font-semibold text-red-800">
          {result.fields.token}
        </p>
      )}
      <NewPasswordFields result={result} label="New password" />
    </AccountForm>
  );
}

/** On the account page; `intent` tells its action this form from the others. */
export function ChangePasswordForm({ result }: FormProps) {
  return (
    <AccountForm
      label="Change your password"
      submitLabel="Change password"
      result={result}
      intent="change-password"
    >
      <Field
        label="Current password"
        name="currentPassword"
        type="password"
        autoComplete="current-password"
        error={result?.fields?.currentPassword}
        required
      />
      <NewPasswordFields result={result} name="newPassword" label="New password" />
    </AccountForm>
  );
}
