import type { ChangeEventHandler, ReactNode } from "react";
import { detectedCard, type CardEntry, type CardErrorField, type DetectedCard } from "./card-entry.ts";
import { Field } from "./Field.tsx";

/** A card date: the expiry or the optional start date, typed as a month (MM) and a year (YYYY). */
export type CardDate = {
  legend: string;
  /** Begins its boxes' labels where a form names them so: "Expiry month", "Start year". */
  name: "Expiry" | "Start";
  month: "EndM" | "StartM";
  year: "EndY" | "StartY";
};

const EXPIRY: CardDate = { legend: "Expiry date", name: "Expiry", month: "EndM", year: "EndY" };
const START: CardDate = {
  legend: "Start date (if shown on your card)",
  name: "Start",
  month: "StartM",
  year: "StartY",
};

/** What a form gives each of the card's text inputs. */
export type CardInputProps = {
  value: string;
  disabled?: boolean | undefined;
  name?: string;
  onChange: ChangeEventHandler<HTMLInputElement>;
  onBlur?: () => void;
};

type TypedField = "CardNumber" | "IssueNumber" | "SecurityNumber" | "FullName";

type Props = {
  card: CardEntry;
  errors: Partial<Record<CardErrorField, string>>;
  /** The id of a field's input, so an error can take the focus to it. */
  idOf: (field: CardErrorField) => string;
  input: (field: TypedField) => CardInputProps;
  /** A date's month and year controls, described by the date's error line when it has one. */
  dateControls: (date: CardDate, describedBy: string | undefined) => ReactNode;
  /** The card number's hint once the type is known, e.g. "Visa card". */
  typeHint: (brand: string) => string;
  /** "Name on card", "Cardholder name". */
  nameLabel: string;
  /** How wide the short fields (issue number, security code) may grow. */
  shortFieldClassName: string;
  /** Takes the focus when the form opens. */
  autoFocus?: boolean;
  /** What the form sends of the detected type with the number. */
  afterNumber?: (detected: DetectedCard | null) => ReactNode;
  /** Below the name, e.g. 'Save this card'. */
  children?: ReactNode;
};

/**
 * A new card's fields (spec/1 §3 checkout card fields): the number with its type detected as it is
 * typed, the issue number for types 3 and 5 only, the expiry and an optional start date, the
 * 3-digit security code and the name on the card. Each error shows under its field.
 */
export function CardEntryFields({
  card,
  errors,
  idOf,
  input,
  dateControls,
  typeHint,
  nameLabel,
  shortFieldClassName,
  autoFocus,
  afterNumber,
  children,
}: Props) {
  const detected = detectedCard(card.CardNumber);
  const date = (which: CardDate) => (
    <CardDateGroup date={which} errorId={`${idOf(which.month)}-error`} error={errors[which.month]}>
      {(describedBy) => dateControls(which, describedBy)}
    </CardDateGroup>
  );
  return (
    <div className="grid gap-4">
      <Field
        id={idOf("CardNumber")}
        label="Card number"
        inputMode="numeric"
        autoComplete="cc-number"
        maxLength={23}
        {...(autoFocus ? { "data-autofocus": true } : {})}
        hint={detected ? typeHint(detected.brand) : "Visa, Mastercard, Maestro or Solo"}
        error={errors.CardNumber}
        {...input("CardNumber")}
      />
      {afterNumber?.(detected)}
      {detected?.issueNumber && (
        <Field
          id={idOf("IssueNumber")}
          label="Issue number (if shown on your card)"
          inputMode="numeric"
          maxLength={2}
          className={shortFieldClassName}
          error={errors.IssueNumber}
          {...input("IssueNumber")}
        />
      )}
      {date(EXPIRY)}
      {date(START)}
      <Field
        id={idOf("SecurityNumber")}
        label="Security code"
        inputMode="numeric"
        autoComplete="cc-csc"
        maxLength={3}
        className={shortFieldClassName}
        hint="The last 3 digits on the back of the card"
        error={errors.SecurityNumber}
        {...input("SecurityNumber")}
      />
      <Field
        id={idOf("FullName")}
        label={nameLabel}
        autoComplete="cc-name"
        maxLength={100}
        error={errors.FullName}
        {...input("FullName")}
      />
      {children}
    </div>
  );
}

/** A date's month and year under one legend, with one error line for both. */
function CardDateGroup({
  date,
  errorId,
  error,
  children,
}: {
  date: CardDate;
  errorId: string;
  error: string | undefined;
  children: (describedBy: string | undefined) => ReactNode;
}) {
  return (
    <fieldset className="flex flex-col gap-1">
      <legend className="mb-1 text-sm font-semibold">{date.legend}</legend>
      <div className="flex flex-wrap items-end gap-3">{children(error ? errorId : undefined)}</div>
      {error && (
        <p id={errorId} className="text-sm font-semibold text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
