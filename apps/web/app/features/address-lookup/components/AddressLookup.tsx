import { useEffect, useId, useRef, type KeyboardEvent } from "react";
import { ADDRESS_LOOKUP_POSTCODE_MAX_LENGTH } from "@merchant/contract/constants";
import { LOOKUP_NUMBER_MAX_LENGTH } from "@merchant/domain/address";
import { Button } from "~/ui/Button.tsx";
import { cx } from "~/ui/cx.ts";
import type { AddressFieldName, AddressValues } from "~/ui/address.ts";
import { AddressFields } from "~/ui/AddressFields.tsx";
import { Field } from "~/ui/Field.tsx";
import { Spinner } from "~/ui/Spinner.tsx";
import { useAddressLookup } from "../use-address-lookup.ts";

type Props = {
  /** The checkout form's address fields and lookup state, owned by the form. */
  values: AddressValues;
  onChange: (values: AddressValues) => void;
  /** Messages to show beside the fields, by field name (the checkout's delivery-address rules). */
  errors?: Partial<Record<AddressFieldName | "LookupFetch" | "LookupNumber" | "LookupPostcode", string>>;
  /** Names the group: "Delivery address" unless the form says otherwise. */
  legend?: string;
  className?: string;
};

/**
 * The address popup of the checkout (spec/1 §2 'postcode field, list of address choices, fields for
 * line 1, line 2, city and county'; §3, §5, §8; decision 123), placed in the checkout form: a
 * postcode to find the address by, with a house number or name to find one address at it (spec/1
 * §3 lookup mode), the list of its addresses to choose from, and the address fields it fills, which
 * the form owns (`values`, `onChange`) and posts under spec/1 §3's names with LookupStatus,
 * LookupFetch, LookupNumber and LookupPostcode. The shopper can always type the address instead.
 */
export function AddressLookup({
  values,
  onChange,
  errors = {},
  legend = "Delivery address",
  className,
}: Props) {
  const id = useId();
  const postcodeRef = useRef<HTMLInputElement>(null);
  const choicesRef = useRef<HTMLSelectElement>(null);
  const firstLineRef = useRef<HTMLInputElement>(null);
  const lookup = useAddressLookup({
    values,
    onChange,
    focus: {
      postcode: () => postcodeRef.current?.focus(),
      firstLine: () => firstLineRef.current?.focus(),
    },
  });
  // A list just offered takes the focus, so the keyboard is where the choosing is.
  useEffect(() => {
    if (lookup.choices.length > 0) choicesRef.current?.focus();
  }, [lookup.choices]);
  const errorId = `${id}-lookup-error`;
  const choiceErrorId = `${id}-choice-error`;
  const postcodeId = `${id}-postcode`;
  const houseId = `${id}-house`;
  // The popup's message and the field's own rule both describe the box.
  const describedBy = (inputId: string, fieldError: string | undefined) =>
    [lookup.error ? errorId : null, fieldError ? `${inputId}-error` : null].filter(Boolean).join(" ") ||
    undefined;

  // Enter in the postcode or house box finds the address; it must not submit the checkout form around it.
  const findOnEnter = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== "Enter") return;
    event.preventDefault();
    void lookup.find();
  };

  return (
    <fieldset className={cx("grid min-w-0 gap-4", className)}>
      <legend className="mb-2 text-lg font-semibold">{legend}</legend>

      {/* Side by side where the form is wide enough, each wrapping below the other where it is not. */}
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end">
        <Field
          ref={postcodeRef}
          id={postcodeId}
          name="LookupPostcode"
          label="Find your address by postcode"
          value={lookup.typed}
          placeholder={lookup.placeholder}
          onChange={(event) => lookup.setTyped(event.target.value)}
          onKeyDown={findOnEnter}
          autoComplete="postal-code"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={ADDRESS_LOOKUP_POSTCODE_MAX_LENGTH}
          error={errors.LookupPostcode}
          aria-describedby={describedBy(postcodeId, errors.LookupPostcode)}
          className="sm:w-64"
        />
        <Field
          id={houseId}
          name="LookupNumber"
          label="House number or name (optional)"
          value={lookup.house}
          onChange={(event) => lookup.setHouse(event.target.value)}
          onKeyDown={findOnEnter}
          autoComplete="off"
          spellCheck={false}
          maxLength={LOOKUP_NUMBER_MAX_LENGTH}
          error={errors.LookupNumber}
          aria-describedby={describedBy(houseId, errors.LookupNumber)}
          className="sm:w-72"
        />
        <Button variant="secondary" onClick={() => void lookup.find()} aria-disabled={lookup.busy !== null}>
          {lookup.busy === "lookup" && <Spinner label="Finding addresses" className="size-5" />}
          Find address
        </Button>
      </div>

      {/* Always in the page, so a screen reader hears each new message as it appears. */}
      <p
        id={errorId}
        role="alert"
        data-fading={lookup.errorFading || undefined}
        className={
          lookup.error
            ? cx(
                "rounded-md border border-red-700 bg-red-50 p-3 font-semibold text-red-800",
                "transition-opacity duration-500 motion-reduce:transition-none",
                lookup.errorFading ? "opacity-0" : "opacity-100",
              )
            : "sr-only"
        }
      >
        {lookup.error}
      </p>
      <p role="status" className={lookup.status ? "text-sm text-muted" : "sr-only"}>
        {lookup.status}
      </p>

      {lookup.choices.length > 0 && (
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-choices`} className="text-sm font-semibold">
            Choose your address
          </label>
          <select
            ref={choicesRef}
            id={`${id}-choices`}
            value={values.LookupFetch}
            onChange={(event) => lookup.choose(event.target.value)}
            aria-invalid={errors.LookupFetch ? true : undefined}
            aria-describedby={errors.LookupFetch ? choiceErrorId : undefined}
            className={cx(
              "min-h-11 w-full min-w-0 rounded-md border bg-white px-3 text-base text-ink",
              errors.LookupFetch ? "border-red-700" : "border-field",
            )}
          >
            <option value="">Select your address ({lookup.choices.length} found)</option>
            {lookup.choices.map((choice) => (
              <option key={choice.key} value={choice.key}>
                {choice.label}
              </option>
            ))}
          </select>
          {lookup.busy === "populate" && <Spinner label="Filling in the address" className="size-5" />}
        </div>
      )}
      {errors.LookupFetch && (
        <p id={choiceErrorId} className="text-sm font-semibold text-red-700">
          {errors.LookupFetch}
        </p>
      )}

      <button
        type="button"
        onClick={lookup.enterByHand}
        className="justify-self-start text-sm font-semibold text-brand-ink underline underline-offset-2 hover:no-underline"
      >
        Enter the address yourself
      </button>

      <AddressFields
        values={values}
        onEdit={lookup.edit}
        errors={errors}
        autoCompleteSection="shipping"
        firstLineRef={firstLineRef}
      />
      <input type="hidden" name="LookupStatus" value={values.LookupStatus} />
      <input type="hidden" name="LookupFetch" value={values.LookupFetch} />
    </fieldset>
  );
}
