import { useState } from "react";
import { londonDateOf } from "@merchant/domain/checkout";
import { CardEntryFields, type CardDate } from "~/ui/CardEntryFields.tsx";
import {
  cardTypeOf,
  inputIdOf,
  type CardFields,
  type CheckoutErrors,
  type CheckoutField,
} from "../checkout-form.ts";
import { SelectField } from "~/ui/SelectField.tsx";
import { SaveCardCheckbox } from "./SaveCardCheckbox.tsx";

type CardField = Exclude<keyof CardFields, "SaveCard">;

type Props = {
  card: CardFields;
  errors: CheckoutErrors;
  onChange: (field: CardField, value: string, judgeAgain: readonly CheckoutField[]) => void;
  onSaveCard: (save: boolean) => void;
  onLeave: (fields: readonly CheckoutField[]) => void;
  /** 'Save this card' is for signed-in users: a guest has nowhere to keep it. */
  canSave: boolean;
  disabled: boolean;
};

/** How many years ahead an expiry may be chosen, and back a start date. */
const EXPIRY_YEARS = 15;
const START_YEARS = 10;

const MONTHS = Array.from({ length: 12 }, (_, i) => String(i + 1).padStart(2, "0"));
const options = (values: readonly string[], blank: string) => [
  { value: "", label: blank },
  ...values.map((value) => ({ value, label: value })),
];

/**
 * A new card (spec/1 §3 CardExisting 0): the shared card fields, the type found as the number is
 * typed sent as CardTypeID, the expiry and an optional start date chosen as MM and YYYY (spec/1
 * §5: one error for each date), and 'Save this card' for a signed-in user.
 */
export function NewCardFields({ card, errors, onChange, onSaveCard, onLeave, canSave, disabled }: Props) {
  const { issueNumber } = cardTypeOf(card.CardNumber);
  // The year the page opened in: the choices do not move under the shopper's hand.
  const [year] = useState(() => londonDateOf(Date.now()).year);
  const expiryYears = Array.from({ length: EXPIRY_YEARS + 1 }, (_, i) => String(year + i));
  const startYears = Array.from({ length: START_YEARS + 1 }, (_, i) => String(year - START_YEARS + i));
  const judgedWith = (field: CardField): readonly CheckoutField[] =>
    field === "CardNumber"
      ? issueNumber
        ? ["CardNumber", "IssueNumber"]
        : ["CardNumber"]
      : field === "IssueNumber"
        ? []
        : [field as CheckoutField];
  const input = (field: CardField) => ({
    name: field,
    value: card[field],
    disabled,
    onChange: (event: React.ChangeEvent<HTMLInputElement>) =>
      onChange(field, event.target.value, judgedWith(field)),
    onBlur: () => onLeave(judgedWith(field)),
  });
  const dateControls = ({ month, year: yearField }: CardDate, describedBy: string | undefined) => {
    const select = (field: CardField, label: string, choices: readonly string[], blank: string) => (
      <SelectField
        id={field === month ? inputIdOf(month) : `checkout-${field}`}
        name={field}
        label={label}
        value={card[field]}
        options={options(choices, blank)}
        invalid={describedBy !== undefined}
        describedBy={describedBy}
        disabled={disabled}
        onChange={(event) => onChange(field, event.target.value, [month])}
        onBlur={() => onLeave([month])}
        className={field === month ? "w-28" : "w-32"}
      />
    );
    return (
      <>
        {select(month, "Month (MM)", MONTHS, "MM")}
        {select(yearField, "Year (YYYY)", month === "EndM" ? expiryYears : startYears, "YYYY")}
      </>
    );
  };

  return (
    <CardEntryFields
      card={card}
      errors={errors}
      idOf={inputIdOf}
      input={input}
      dateControls={dateControls}
      typeHint={(brand) => `Card type: ${brand}`}
      nameLabel="Cardholder name"
      shortFieldClassName="max-w-56"
      afterNumber={(detected) => <input type="hidden" name="CardTypeID" value={detected?.typeId ?? ""} />}
    >
      {canSave && <SaveCardCheckbox checked={card.SaveCard} disabled={disabled} onChange={onSaveCard} />}
    </CardEntryFields>
  );
}
