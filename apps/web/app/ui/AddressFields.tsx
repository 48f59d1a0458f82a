import type { Ref } from "react";
import type { AddressFieldName, AddressValues } from "./address.ts";
import { Field } from "./Field.tsx";

const FIELDS: readonly { name: AddressFieldName; label: string; autoComplete: string; wide?: boolean }[] = [
  { name: "Address1", label: "Address line 1", autoComplete: "address-line1", wide: true },
  { name: "Address2", label: "Address line 2 (optional)", autoComplete: "address-line2", wide: true },
  { name: "Town", label: "Town or city", autoComplete: "address-level2" },
  { name: "County", label: "County (optional)", autoComplete: "address-level1" },
  { name: "PostCode", label: "Postcode", autoComplete: "postal-code" },
];

type Props = {
  values: AddressValues;
  /** A field typed in: its name and what it holds now. */
  onEdit: (field: AddressFieldName, value: string) => void;
  errors?: Partial<Record<AddressFieldName, string>>;
  /** Tells the browser's autofill which address this is, e.g. "shipping". */
  autoCompleteSection?: string;
  /** The first line's input, for a form that moves the focus there. */
  firstLineRef?: Ref<HTMLInputElement>;
};

/** An address's lines, each labelled and posted under the checkout form's names, two to a row on wider screens. */
export function AddressFields({ values, onEdit, errors = {}, autoCompleteSection, firstLineRef }: Props) {
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      {FIELDS.map((field) => (
        <Field
          key={field.name}
          ref={field.name === "Address1" ? firstLineRef : undefined}
          name={field.name}
          label={field.label}
          autoComplete={
            autoCompleteSection ? `${autoCompleteSection} ${field.autoComplete}` : field.autoComplete
          }
          value={values[field.name]}
          onChange={(event) => onEdit(field.name, event.target.value)}
          error={errors[field.name]}
          className={field.wide ? "sm:col-span-2" : undefined}
        />
      ))}
    </div>
  );
}
