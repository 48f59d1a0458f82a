import type { CheckoutOptions } from "@merchant/contract";
import { CREDIT_SHORT_AT_CHECKOUT } from "@merchant/domain/orders";
import { fillMessage } from "@merchant/domain/shared";
import { accountCanPay, type PaymentChoice as Choice } from "../checkout-form.ts";

type Props = {
  options: CheckoutOptions;
  grandTotal: number;
  chosen: Choice;
  onChoose: (choice: Choice) => void;
  disabled: boolean;
  /** The server's refusal of the saved card chosen (CardExisting). */
  error?: string | undefined;
};

const pad = (month: number) => String(month).padStart(2, "0");

/** The ways this shopper may pay for this order, in the order offered. */
export function paymentChoices(
  options: CheckoutOptions,
  grandTotal: number,
): { value: Choice; label: string }[] {
  return [
    ...(accountCanPay(options, grandTotal)
      ? [{ value: "account" as const, label: `Pay on account ${options.account!.accNumber}` }]
      : []),
    ...options.savedCards.map((card) => ({
      value: `saved:${card.id}` as const,
      label: `${card.brand} ending ${card.last4}, expires ${pad(card.expMonth)}/${card.expYear}`,
    })),
    { value: "new" as const, label: "A new card" },
  ];
}

/** A choice that is no longer offered (the total grew past the account's credit) falls back to the first offered. */
export function offeredChoice(options: CheckoutOptions, grandTotal: number, chosen: Choice): Choice {
  const offered = paymentChoices(options, grandTotal);
  return offered.some((choice) => choice.value === chosen) ? chosen : offered[0]!.value;
}

/**
 * How to pay (spec/1 §3 CardExisting; issue 12 'trade users with credit may pay on account'): on
 * the active trade account when its credit remaining covers the order (else the page says why
 * not), a saved card, or a new card. A guest with no saved card has only a new card: no choice shown.
 */
export function PaymentChoice({ options, grandTotal, chosen, onChoose, disabled, error }: Props) {
  const offered = paymentChoices(options, grandTotal);
  const creditShort = options.account !== null && !accountCanPay(options, grandTotal);
  return (
    <div className="flex flex-col gap-3">
      {creditShort && (
        <p className="rounded-md border border-line bg-surface p-3">
          {fillMessage(CREDIT_SHORT_AT_CHECKOUT, { account: options.account!.accNumber })}
        </p>
      )}
      {offered.length > 1 && (
        <fieldset
          id="checkout-CardExisting"
          tabIndex={-1}
          aria-describedby={error ? "checkout-CardExisting-error" : undefined}
          className="flex flex-col gap-1 focus:outline-none"
        >
          <legend className="mb-1 text-sm font-semibold">How would you like to pay?</legend>
          {offered.map((choice) => (
            <label key={choice.value} className="flex min-h-11 items-center gap-3 rounded-md px-1">
              <input
                type="radio"
                name="payment"
                value={choice.value}
                checked={chosen === choice.value}
                disabled={disabled}
                onChange={() => onChoose(choice.value)}
                className="size-5"
              />
              {choice.label}
            </label>
          ))}
        </fieldset>
      )}
      {error && (
        <p id="checkout-CardExisting-error" className="text-sm font-semibold text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
