import type { Ref } from "react";
import { Field } from "~/ui/Field.tsx";
import { StripeCardField, type StripeCardHandle } from "~/ui/StripeCardField.tsx";
import { inputIdOf, type CardFields, type CheckoutErrors, type CheckoutField } from "../checkout-form.ts";
import { SaveCardCheckbox } from "./SaveCardCheckbox.tsx";

type Props = {
  publishableKey: string;
  /** The card field, which makes the card a token when the order is sent. */
  stripeCard: Ref<StripeCardHandle>;
  card: CardFields;
  errors: CheckoutErrors;
  onName: (name: string) => void;
  /** The card in Stripe's field changed. */
  onCardChange: () => void;
  onSaveCard: (save: boolean) => void;
  onLeave: (fields: readonly CheckoutField[]) => void;
  /** 'Save this card' is for signed-in users: a guest has nowhere to keep it. */
  canSave: boolean;
  disabled: boolean;
};

/**
 * A new card when Stripe is the payment gateway (decision 129): Stripe's own card field (number,
 * expiry and security code, in Stripe's frame: the page never holds them), the cardholder's name
 * (spec/1 §5 FullName, sent to Stripe with the card) and 'Save this card' for a signed-in user.
 * A refusal of the card (Stripe's words, or the shop's) shows under Stripe's field.
 */
export function GatewayCardFields({
  publishableKey,
  stripeCard,
  card,
  errors,
  onName,
  onCardChange,
  onSaveCard,
  onLeave,
  canSave,
  disabled,
}: Props) {
  return (
    <div className="grid gap-4">
      <StripeCardField
        publishableKey={publishableKey}
        handle={stripeCard}
        id={inputIdOf("CardNumber")}
        error={errors.CardNumber}
        disabled={disabled}
        onChange={onCardChange}
      />
      <Field
        id={inputIdOf("FullName")}
        name="FullName"
        label="Cardholder name"
        autoComplete="cc-name"
        maxLength={100}
        value={card.FullName}
        disabled={disabled}
        error={errors.FullName}
        onChange={(event) => onName(event.target.value)}
        onBlur={() => onLeave(["FullName"])}
      />
      {canSave && <SaveCardCheckbox checked={card.SaveCard} disabled={disabled} onChange={onSaveCard} />}
    </div>
  );
}
