import type { FormResult } from "../form-result.ts";
import { AccountField } from "./AccountField.tsx";

/**
 * The email input of the account forms: filled again with what was typed after a refusal, with
 * its problem under it (AccountField). `username` where it signs in (so password managers pair it).
 */
export function EmailField({
  result,
  autoComplete = "email",
}: {
  result?: FormResult | undefined;
  autoComplete?: string;
}) {
  return (
    <AccountField
      label="Email"
      name="email"
      type="email"
      autoComplete={autoComplete}
      defaultValue={result?.values.email}
      required
    />
  );
}
