import { AddressFields } from "~/ui/AddressFields.tsx";
import type { AddressSlotProps } from "../slots.ts";

/** An address typed by hand: the form's fields when no address lookup is handed in. */
export function PlainAddressFields({ values, onChange, errors, legend }: AddressSlotProps) {
  return (
    <fieldset className="min-w-0">
      <legend className="mb-2 text-lg font-semibold">{legend}</legend>
      <AddressFields
        values={values}
        onEdit={(field, value) => onChange({ ...values, [field]: value, LookupStatus: "", LookupFetch: "" })}
        errors={errors}
      />
    </fieldset>
  );
}
