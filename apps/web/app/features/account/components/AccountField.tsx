import type { ComponentProps } from "react";
import { Field } from "~/ui/Field.tsx";
import { useFieldError } from "./field-errors.ts";

type Props = Omit<ComponentProps<typeof Field>, "error"> & { name: string };

/** An input of an account form, its problem (the submit's or the check on leaving it) under it. */
export function AccountField(props: Props) {
  return <Field {...props} error={useFieldError(props.name)} />;
}
