import { Field } from "~/ui/Field.tsx";
import type { FormResult } from "../form-result.ts";

/**
 * The email input of the account forms: filled again with what was typed after a refusal, with
 * its problem under it. `username` where it signs in (so password managers pair it).
 */
export function EmailField({
  result,
  autoComplete = "email",
}: {
  result?: FormResult | undefined;
  autoComplete?: string;
}) {
  return (
    <Field
      label="Email"
      name="email"
      type="email"
      autoComplete={autoComplete}
      defaultValue={result?.values?.email}
      error={result?.fields?.email}
      required
    />
  );
}
