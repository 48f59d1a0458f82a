import { useId, useRef, useState, type FormEvent } from "react";
import type { PaymentCard, PaymentReceipt } from "@merchant/contract";
import { paymentConfirmation } from "@merchant/domain/payments";
import { ApiError } from "~/lib/api.ts";
import { Button } from "~/ui/Button.tsx";
import { Dialog } from "~/ui/Dialog.tsx";
import { Field } from "~/ui/Field.tsx";
import { Spinner } from "~/ui/Spinner.tsx";
import { StripeCardField, type StripeCardHandle } from "~/ui/StripeCardField.tsx";
import {
  CARD_FIELD_ORDER,
  cardBody,
  cardErrors,
  cardErrorsFromApi,
  EMPTY_CARD,
  gatewayCardErrors,
  type CardErrors,
  type CardForm,
} from "../card-form.ts";
import { CardFields, cardInputId } from "./CardFields.tsx";

/** Our words when the shop did not answer: the key is kept, so trying again cannot pay twice. */
export const PAYMENT_NOT_ANSWERED =
  "The payment could not be confirmed: the shop did not answer. Please try again; you will not be charged twice.";

type Props = {
  amountPence: number;
  /** Makes the payment with the card and the attempt's idempotency key. */
  pay: (card: PaymentCard, idempotencyKey: string) => Promise<PaymentReceipt>;
  onPaid: (receipt: PaymentReceipt) => void;
  onClose: () => void;
  /** Told when the shop refused the payment as things stand (409: the ticked invoices changed, say). */
  onConflict?: () => void;
  /** Stripe's publishable key when Stripe takes the cards: the card goes into Stripe's own field. */
  stripeKey?: string | null;
};

const newKey = () => crypto.randomUUID();

/**
 * spec/1 §5 Payments: the confirm dialog, 'Are you sure you want to make a payment for £{amount}'
 * with Yes and Cancel, holding the card to pay with. Yes checks the card in the page, then pays; a
 * double click or a retry after no answer sends the same idempotency key, so it is one payment. A
 * refused card says why, and the next Yes is a new attempt. With Stripe as the gateway the card is
 * typed into Stripe's own field and sent as the token Stripe makes of it (decision 129); the same
 * attempt's retry sends the same token.
 */
export function PaymentDialog({ amountPence, pay, onPaid, onClose, onConflict, stripeKey = null }: Props) {
  const formId = useId();
  const confirmation = paymentConfirmation(amountPence);
  const [card, setCard] = useState<CardForm>(EMPTY_CARD);
  const [errors, setErrors] = useState<CardErrors>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const key = useRef(newKey());
  const stripeCard = useRef<StripeCardHandle>(null);
  /** The token Stripe made of the card for an attempt's key. */
  const token = useRef<{ key: string; token: string } | null>(null);

  /** The card as this attempt sends it: typed, or Stripe's token of it (made once per attempt). */
  async function cardToSend(): Promise<{ ok: true; card: PaymentCard } | { ok: false; errors: CardErrors }> {
    if (!stripeKey) return { ok: true, card: cardBody(card) };
    if (token.current?.key === key.current) return { ok: true, card: { Token: token.current.token } };
    const made = await stripeCard.current?.createPaymentMethod(card.FullName.trim());
    if (!made?.ok) return { ok: false, errors: { CardNumber: made?.message ?? "" } };
    token.current = { key: key.current, token: made.id };
    return { ok: true, card: { Token: made.id } };
  }

  function focusFirst(found: CardErrors) {
    const first = CARD_FIELD_ORDER.find((field) => found[field]);
    if (first) document.getElementById(cardInputId(formId, first))?.focus();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const found = stripeKey ? gatewayCardErrors(card) : cardErrors(card);
    setErrors(found);
    setRefusal(null);
    if (Object.keys(found).length > 0) return focusFirst(found);
    setBusy(true);
    try {
      const sending = await cardToSend();
      if (!sending.ok) {
        // Stripe's field could not make a token of the card: its words, under it; nothing was sent.
        setErrors(sending.errors);
        focusFirst(sending.errors);
        setBusy(false);
        return;
      }
      onPaid(await pay(sending.card, key.current));
    } catch (error) {
      if (!(error instanceof ApiError) || error.status >= 500 || error.status === 429) {
        // Not known to be taken or not: the same key asks again.
        setRefusal(error instanceof ApiError && error.status === 429 ? error.message : PAYMENT_NOT_ANSWERED);
      } else {
        // Refused (the card, a rule, the selection changed): nothing was taken, the next try is new.
        key.current = newKey();
        const fromApi = cardErrorsFromApi(error.fields);
        setErrors(fromApi);
        focusFirst(fromApi);
        setRefusal(Object.keys(fromApi).length > 0 ? null : error.message);
        if (error.status === 409) onConflict?.();
      }
      setBusy(false);
    }
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open && !busy) onClose();
      }}
      title="Card payment"
      description={confirmation.message}
    >
      <form
        noValidate
        onSubmit={submit}
        className="flex w-[min(80vw,26rem)] flex-col gap-4"
        aria-label="Card payment"
      >
        {stripeKey ? (
          <>
            <StripeCardField
              publishableKey={stripeKey}
              handle={stripeCard}
              id={cardInputId(formId, "CardNumber")}
              error={errors.CardNumber}
              disabled={busy}
              onChange={() => setErrors(({ CardNumber: _gone, ...rest }) => rest)}
            />
            <Field
              id={cardInputId(formId, "FullName")}
              label="Name on card"
              autoComplete="cc-name"
              maxLength={100}
              data-autofocus
              value={card.FullName}
              disabled={busy}
              error={errors.FullName}
              onChange={(event) => setCard({ ...card, FullName: event.target.value })}
            />
          </>
        ) : (
          <CardFields
            formId={formId}
            card={card}
            errors={errors}
            disabled={busy}
            onChange={(field, value) => setCard({ ...card, [field]: value })}
          />
        )}
        {refusal && (
          <p
            role="alert"
            className="rounded-md border border-red-700 bg-red-50 p-3 font-semibold text-red-800"
          >
            {refusal}
          </p>
        )}
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" disabled={busy}>
            {busy ? <Spinner label="Taking the payment" className="size-5" /> : null}
            {confirmation.confirmLabel}
          </Button>
          <Button variant="secondary" disabled={busy} onClick={onClose}>
            {confirmation.cancelLabel}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
