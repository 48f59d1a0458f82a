import type { ComponentProps } from "react";
import { CardEntryFields, type CardDate } from "~/ui/CardEntryFields.tsx";
import { cx } from "~/ui/cx.ts";
import type { CardErrors, CardField, CardForm } from "../card-form.ts";

type Props = {
  card: CardForm;
  errors: CardErrors;
  onChange: (field: keyof CardForm, value: string) => void;
  disabled?: boolean;
  /** Makes the inputs' ids, unique to the form. */
  formId: string;
};

/** The id of a card field's input, so an error can take the focus to it. */
export const cardInputId = (formId: string, field: CardField) => `${formId}-${field}`;

/**
 * The payment screen's card (spec/1 §3 checkout card fields): the shared card fields, the number
 * first to take the focus, and each date typed as MM and YYYY.
 */
export function CardFields({ card, errors, onChange, disabled, formId }: Props) {
  const input = (field: keyof CardForm) => ({
    value: card[field],
    disabled,
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => onChange(field, event.target.value),
  });
  const box = (invalid: boolean) =>
    cx(
      "min-h-11 rounded-md border bg-white px-3 text-base text-ink",
      invalid ? "border-red-700" : "border-field",
    );
  const dateControls = (date: CardDate, describedBy: string | undefined) => {
    const described = describedBy ? { "aria-describedby": describedBy, "aria-invalid": true as const } : {};
    const typed = (field: keyof CardForm, placeholder: string, width: string): ComponentProps<"input"> => ({
      ...input(field),
      ...described,
      id: cardInputId(formId, field as CardField),
      inputMode: "numeric",
      maxLength: placeholder.length,
      placeholder,
      className: cx(box(describedBy !== undefined), width),
    });
    return (
      <>
        <label className="flex flex-col gap-1 text-sm">
          {date.name} month
          <input
            {...typed(date.month, "MM", "w-20")}
            autoComplete={date.month === "EndM" ? "cc-exp-month" : undefined}
          />
        </label>
        <label className="flex flex-col gap-1 text-sm">
          {date.name} year
          <input
            {...typed(date.year, "YYYY", "w-28")}
            autoComplete={date.year === "EndY" ? "cc-exp-year" : undefined}
          />
        </label>
      </>
    );
  };
  return (
    <CardEntryFields
      card={card}
      errors={errors}
      idOf={(field) => cardInputId(formId, field)}
      input={input}
      dateControls={dateControls}
      typeHint={(brand) => `${brand} card`}
      nameLabel="Name on card"
      shortFieldClassName="max-w-48"
      autoFocus
    />
  );
}
