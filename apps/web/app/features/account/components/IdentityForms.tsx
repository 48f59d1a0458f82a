/** The forms of opening an account and of a forgotten, emailed or changed password (issue 11 Identity). */
import type { BrandCode } from "@merchant/contract/constants";
import type { FormResult } from "../form-result.ts";
import { AccountField } from "./AccountField.tsx";
import { AccountForm } from "./AccountForm.tsx";
import { EmailField } from "./EmailField.tsx";
import { NewPasswordFields } from "./NewPasswordFields.tsx";
import { RegistrationBranch } from "./RegistrationBranch.tsx";

type FormProps = { result?: FormResult | undefined };

/** `brandCode`: the site's brand, whose branches the optional branch step offers. */
export function RegisterForm({
  result,
  redirectTo,
  brandCode,
}: FormProps & { redirectTo: string; brandCode?: BrandCode | undefined }) {
  return (
    <AccountForm label="Open an account" submitLabel="Open my account" result={result} model="registration">
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <AccountField
        label="Name"
        name="name"
        autoComplete="name"
        defaultValue={result?.values.name}
        required
      />
      <EmailField result={result} />
      <NewPasswordFields />
      <RegistrationBranch brandCode={brandCode} />
    </AccountForm>
  );
}

/** spec/3 §5 forgotten password: once sent, the words say so in place of the form. */
export function ForgottenPasswordForm({ result }: FormProps) {
  if (result && !result.showForm) {
    return (
      <p
        role="status"
        className="rounded-md border border-green-700 bg-green-50 p-3 font-semibold text-green-900"
      >
        {result.statusMessage}
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
    <AccountForm
      label="Set a new password"
      submitLabel="Set my new password"
      result={result}
      model="reset-password"
    >
      <input type="hidden" name="token" value={token} />
      {result?.errors.token && (
        <p role="alert" className="rounded-md border border-red-700 bg-red-50 p-3 font-semibold text-red-800">
          {result.errors.token}
        </p>
      )}
      <NewPasswordFields label="New password" />
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
      model="change-password"
    >
      <AccountField
        label="Current password"
        name="currentPassword"
        type="password"
        autoComplete="current-password"
        required
      />
      <NewPasswordFields name="newPassword" label="New password" />
    </AccountForm>
  );
}
