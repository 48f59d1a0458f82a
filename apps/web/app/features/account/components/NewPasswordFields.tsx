import { useState } from "react";
import { PASSWORD_MIN_LENGTH } from "@merchant/domain/accounts";
import { AccountField } from "./AccountField.tsx";
import { PasswordStrengthBar } from "./PasswordStrengthBar.tsx";

type Props = {
  /** The posted name of the new password: `password`, or `newPassword` beside a current one. */
  name?: string;
  label?: string;
};

/** A new password typed twice, with the strength bar under the first (registration, reset and change forms). */
export function NewPasswordFields({ name = "password", label = "Password" }: Props) {
  const [password, setPassword] = useState("");
  return (
    <>
      <div className="flex flex-col gap-2">
        <AccountField
          label={label}
          name={name}
          type="password"
          autoComplete="new-password"
          hint={`At least ${PASSWORD_MIN_LENGTH} characters. A longer one, with capitals, numbers and symbols, is stronger.`}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          required
        />
        <PasswordStrengthBar password={password} />
      </div>
      <AccountField
        label={`Confirm ${label.toLowerCase()}`}
        name="confirmPassword"
        type="password"
        autoComplete="new-password"
        required
      />
    </>
  );
}
