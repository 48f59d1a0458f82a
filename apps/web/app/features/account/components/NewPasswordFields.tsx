import { useState } from "react";
import { PASSWORD_MIN_LENGTH } from "@merchant/domain/accounts";
import { Field } from "~/ui/Field.tsx";
import type { FormResult } from "../form-result.ts";
import { PasswordStrengthBar } from "./PasswordStrengthBar.tsx";

type Props = {
  result?: FormResult | undefined;
  /** The posted name of the new password: `password`, or `newPassword` beside a current one. */
  name?: string;
  label?: string;
};

/** A new password typed twice, with the strength bar under the first (registration, reset and change forms). */
export function NewPasswordFields({ result, name = "password", label = "Password" }: Props) {
  const [password, setPassword] = useState("");
  return (
    <>
      <div className="flex flex-col gap-2">
        <Field
          label={label}
          name={name}
          type="password"
          autoComplete="new-password"
          hint={`At least ${PASSWORD_MIN_LENGTH} characters. A longer one, with capitals, numbers and symbols, is stronger.`}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={result?.fields?.[name]}
          required
        />
        <PasswordStrengthBar password={password} />
      </div>
      <Field
        label={`Confirm ${label.toLowerCase()}`}
        name="confirmPassword"
        type="password"
        autoComplete="new-password"
        error={result?.fields?.confirmPassword}
        required
      />
    </>
  );
}
