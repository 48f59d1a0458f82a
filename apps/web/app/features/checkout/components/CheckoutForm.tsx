import {
  useEffect,
  useRef,
  useState,
  type FormEvent,
  type HTMLAttributes,
  type KeyboardEvent,
  type ReactNode,
} from "react";
import type { Basket, CheckoutOptions } from "@merchant/contract";
import { NO_BRANCH_AT_CHECKOUT } from "@merchant/domain/orders";
import { formatPounds } from "@merchant/domain/money";
import { stripeKeyOf } from "~/lib/stripe.ts";
import { ADDRESS_FIELD_NAMES } from "~/ui/address.ts";
import { Button } from "~/ui/Button.tsx";
import { Spinner } from "~/ui/Spinner.tsx";
import type { StripeCardHandle } from "~/ui/StripeCardField.tsx";
import { pushPaymentInfo, pushShippingInfo } from "../checkout-analytics.ts";
import {
  firstErrorField,
  initialForm,
  inputIdOf,
  orderBody,
  withPlaceholderEmail,
  type AddressValues,
  type CheckoutErrors,
  type CheckoutField,
} from "../checkout-form.ts";
import type { AddressSlotProps, CalendarSlotProps } from "../slots.ts";
import { useCheckoutForm } from "../use-checkout-form.ts";
import { useGuestAccountCheck } from "../use-guest-account-check.ts";
import { CardEntryRefused, usePlaceOrder } from "../use-place-order.ts";
import { DetailsFields } from "./DetailsFields.tsx";
import { GatewayCardFields } from "./GatewayCardFields.tsx";
import { NewCardFields } from "./NewCardFields.tsx";
import { offeredChoice, PaymentChoice } from "./PaymentChoice.tsx";
import { PlainAddressFields } from "./PlainAddressFields.tsx";

type Props = {
  basket: Basket;
  options: CheckoutOptions;
  signedIn: boolean;
  /** The postcode the basket is priced for delivery to (the session's), to start the delivery address with. */
  deliveryPostcode: string | null;
  /** The card's decline, when the shopper comes back from a failed 3-D Secure check. */
  declined?: string | null;
  /** The address lookup (features/address-lookup), or typed fields when none is handed in. */
  renderAddress?: (props: AddressSlotProps) => ReactNode;
  /** The delivery calendar (features/delivery-calendar) with the delivering branch's days. */
  renderCalendar: (props: CalendarSlotProps) => ReactNode;
  /** The server's total differs from the one shown: the page reads its basket again. */
  onPricesChanged: () => void;
};

/** The delivery address's lookup fields (spec/1 §3), beside its lines. */
const LOOKUP_FIELDS = ["LookupFetch", "LookupNumber", "LookupPostcode"] as const;
/** What a change of the delivery address judges again, once shown. */
const DELIVERY_ADDRESS_RULES: readonly CheckoutField[] = ["Address1", "Town", "PostCode", ...LOOKUP_FIELDS];

const INVOICE_SECTION_ID = "checkout-invoice-address";
const DELIVERY_SECTION_ID = "checkout-delivery-address";

/** An address section's errors, by the names its fields carry. */
function addressErrors(errors: CheckoutErrors, prefix: "Invoice" | "") {
  const named: AddressSlotProps["errors"] = {};
  for (const field of ADDRESS_FIELD_NAMES) {
    const message = errors[`${prefix}${field}` as CheckoutField];
    if (message) named[field] = message;
  }
  if (prefix === "") {
    for (const field of LOOKUP_FIELDS) {
      const message = errors[field];
      if (message) named[field] = message;
    }
  }
  return named;
}

/** The input that shows a field's error: by its id, or (an address's) by its name inside its section. */
function inputOf(field: CheckoutField): HTMLElement | null {
  const byId = document.getElementById(inputIdOf(field));
  if (byId) return byId;
  const invoice = field.startsWith("Invoice");
  const name = invoice ? field.slice("Invoice".length) : field;
  const section = document.getElementById(invoice ? INVOICE_SECTION_ID : DELIVERY_SECTION_ID);
  if (name === "LookupFetch") return section?.querySelector<HTMLElement>("select") ?? null;
  return section?.querySelector<HTMLElement>(`[name="${name}"]`) ?? null;
}

function focusFirstError(errors: CheckoutErrors) {
  const first = firstErrorField(errors);
  if (!first) return false;
  const input = inputOf(first);
  input?.focus();
  input?.scrollIntoView?.({ block: "center" });
  return true;
}

/** Which field of the form an address input's name stands for, in its section. */
function addressField(section: "Invoice" | "Delivery", name: string): CheckoutField | null {
  if (section === "Delivery" && (name === "LookupNumber" || name === "LookupPostcode")) return name;
  if (!(ADDRESS_FIELD_NAMES as readonly string[]).includes(name)) return null;
  return (section === "Invoice" ? `Invoice${name}` : name) as CheckoutField;
}

type SectionProps = { id: string; title: string; children: ReactNode } & HTMLAttributes<HTMLElement>;

function Section({ id, title, children, ...rest }: SectionProps) {
  return (
    <section
      aria-labelledby={id}
      className="flex flex-col gap-4 rounded-lg border border-line bg-white p-4 md:p-6"
      {...rest}
    >
      <h2 id={id} className="text-xl font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * The checkout form (spec/1 §2 'email field; form with card, address and delivery-calendar
 * areas', §3, §4 'Checkout submit', §5 Checkout): your details, the invoice address, for delivery
 * the delivery address (or the invoice address) and day, and how to pay. Each rule shows under its
 * field when the shopper leaves it and all of them on submit, the first focused; Enter in a field
 * submits, as the Place order button does, which turns into a spinner and is disabled while the
 * order is sent. The server's refusals land where they belong: under the fields, at the payment
 * (the card's decline) or above the form.
 */
export function CheckoutForm({
  basket,
  options,
  signedIn,
  deliveryPostcode,
  declined = null,
  renderAddress = (props) => <PlainAddressFields {...props} />,
  renderCalendar,
  onPricesChanged,
}: Props) {
  const fulfilment = basket.fulfilment ?? "collection";
  // With Stripe as the gateway a new card goes into Stripe's own field (decision 129).
  const stripeKey = stripeKeyOf(options.gateway);
  const { form, shown, update, leave, showAll, showRefused } = useCheckoutForm(
    initialForm(options, basket.totals.grandTotal, deliveryPostcode),
    fulfilment,
    stripeKey ? "gateway" : "typed",
  );
  const stripeCard = useRef<StripeCardHandle>(null);
  /** The token Stripe made of the card for an attempt's key: a retry with that key sends it again. */
  const cardToken = useRef<{ key: string; token: string } | null>(null);
  const { place, sending, refusal } = usePlaceOrder({ onPricesChanged });
  const guestNotice = useGuestAccountCheck(form.EmailAddress, !signedIn);
  const [notice, setNotice] = useState<string | null>(null);
  const [returnedDeclined, setReturnedDeclined] = useState(declined);
  const formRefusal = useRef<HTMLParagraphElement>(null);
  const paymentRefusal = useRef<HTMLParagraphElement>(null);
  const shippingSent = useRef(false);
  const delivering = basket.fulfilment === "delivery";
  const payment = offeredChoice(options, basket.totals.grandTotal, form.payment);

  // A postcode chosen since the page opened (the delivery tab) starts an empty delivery address.
  useEffect(() => {
    if (!deliveryPostcode) return;
    update((before) => {
      const { PostCode, LookupPostcode } = before.Delivery;
      if (PostCode.trim() !== "" && LookupPostcode.trim() !== "") return before;
      return {
        ...before,
        Delivery: {
          ...before.Delivery,
          PostCode: PostCode.trim() === "" ? deliveryPostcode : PostCode,
          LookupPostcode: LookupPostcode.trim() === "" ? deliveryPostcode : LookupPostcode,
        },
      };
    });
  }, [deliveryPostcode, update]);

  // The server's answer: its field errors under the fields (the first focused), its words where they belong.
  useEffect(() => {
    if (!refusal) return;
    if (refusal.at === "fields") {
      showRefused(refusal.errors);
      if (!focusFirstError(refusal.errors)) formRefusal.current?.focus();
    } else if (refusal.at === "payment") {
      paymentRefusal.current?.focus();
    } else {
      formRefusal.current?.focus();
    }
  }, [refusal, showRefused]);

  const paymentWords = refusal?.at === "payment" ? refusal.message : returnedDeclined;
  const formWords =
    notice ?? (refusal?.at === "form" ? refusal.message : refusal?.at === "fields" ? refusal.message : null);

  const movedOnToPaying = () => {
    if (shippingSent.current) return;
    shippingSent.current = true;
    pushShippingInfo(basket, fulfilment);
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    if (sending) return;
    setNotice(null);
    setReturnedDeclined(null);
    // spec/1 §5: no email at all but a name: the placeholder email is filled in before the rules run.
    const filled = update(withPlaceholderEmail);
    const errors = showAll({ ...filled, payment });
    if (focusFirstError(errors)) return;
    if (!basket.fulfilment || !basket.branch) {
      setNotice(NO_BRANCH_AT_CHECKOUT);
      formRefusal.current?.focus();
      return;
    }
    movedOnToPaying();
    pushPaymentInfo(
      basket,
      payment === "account" ? "account" : payment === "new" ? "new card" : "saved card",
    );
    const tokenFor = async (idempotencyKey: string): Promise<string | undefined> => {
      if (payment !== "new" || !stripeKey) return undefined;
      if (cardToken.current?.key === idempotencyKey) return cardToken.current.token;
      const made = await stripeCard.current?.createPaymentMethod(filled.card.FullName.trim());
      if (!made?.ok) throw new CardEntryRefused(made?.message ?? "");
      cardToken.current = { key: idempotencyKey, token: made.id };
      return made.id;
    };
    void place(async (idempotencyKey) =>
      orderBody(
        { ...filled, payment },
        {
          fulfilment,
          idempotencyKey,
          expectedTotal: basket.totals.grandTotal,
          signedIn,
          cardToken: await tokenFor(idempotencyKey),
        },
      ),
    );
  }

  // spec/1 §4: Enter in a field does what Place order does (a control that uses Enter itself, the
  // address lookup's postcode box or a calendar day, has already kept it).
  function enterSubmits(event: KeyboardEvent<HTMLFormElement>) {
    if (event.key !== "Enter" || event.defaultPrevented || event.nativeEvent.isComposing) return;
    const target = event.target;
    if (!(target instanceof HTMLInputElement || target instanceof HTMLSelectElement)) return;
    event.preventDefault();
    event.currentTarget.requestSubmit();
  }

  const addressSection = (section: "Invoice" | "Delivery", legend: string) => (
    <div
      id={section === "Invoice" ? INVOICE_SECTION_ID : DELIVERY_SECTION_ID}
      onBlur={(event) => {
        const field = addressField(section, (event.target as HTMLInputElement).name ?? "");
        if (field) leave([field]);
      }}
    >
      {renderAddress({
        legend,
        values: form[section],
        errors: addressErrors(shown, section === "Invoice" ? "Invoice" : ""),
        onChange: (values: AddressValues) =>
          update(
            (before) => ({ ...before, [section]: values }),
            section === "Invoice"
              ? ["InvoiceAddress1", "InvoiceTown", "InvoicePostCode"]
              : DELIVERY_ADDRESS_RULES,
          ),
      })}
    </div>
  );

  return (
    <form
      noValidate
      onSubmit={submit}
      onKeyDown={enterSubmits}
      aria-label="Checkout"
      className="flex flex-col gap-6"
    >
      <p
        ref={formRefusal}
        tabIndex={-1}
        role="alert"
        className={
          formWords ? "rounded-md border border-red-700 bg-red-50 p-3 font-semibold text-red-800" : "sr-only"
        }
      >
        {formWords}
      </p>

      <Section id="checkout-details-heading" title="Your details">
        <DetailsFields
          form={form}
          errors={shown}
          disabled={sending}
          guestNotice={guestNotice}
          onChange={(field, value, judgeAgain) =>
            update((before) => ({ ...before, [field]: value }), judgeAgain)
          }
          onLeave={leave}
        />
      </Section>

      {/* The address lookup's legend heads this box: a heading above it would say the same again. */}
      <div className="rounded-lg border border-line bg-white p-4 md:p-6">
        {addressSection("Invoice", "Invoice address")}
      </div>

      {delivering && (
        <Section id="checkout-delivery-heading" title="Delivery">
          <label className="flex min-h-11 items-center gap-3">
            <input
              id={inputIdOf("DeliveryInvoice")}
              type="checkbox"
              name="DeliveryInvoice"
              checked={form.DeliveryInvoice}
              disabled={sending}
              onChange={(event) => {
                const checked = event.target.checked;
                update((before) => ({ ...before, DeliveryInvoice: checked }), DELIVERY_ADDRESS_RULES);
              }}
              className="size-5"
            />
            Deliver to my invoice address
          </label>
          {!form.DeliveryInvoice && addressSection("Delivery", "Delivery address")}
          <div id={inputIdOf("DeliveryDate")} tabIndex={-1} className="focus:outline-none">
            {renderCalendar({
              selected: form.DeliveryDate || null,
              onChange: (date) => update((before) => ({ ...before, DeliveryDate: date }), ["DeliveryDate"]),
              error: shown.DeliveryDate,
            })}
          </div>
        </Section>
      )}

      <Section id="checkout-payment-heading" title="Payment" onFocus={movedOnToPaying}>
        <PaymentChoice
          options={options}
          grandTotal={basket.totals.grandTotal}
          chosen={payment}
          disabled={sending}
          error={shown.CardExisting}
          onChoose={(choice) => update((before) => ({ ...before, payment: choice }))}
        />
        <input
          type="hidden"
          name="CardExisting"
          value={payment.startsWith("saved:") ? payment.slice(6) : "0"}
        />
        {payment === "new" && stripeKey && (
          <GatewayCardFields
            publishableKey={stripeKey}
            stripeCard={stripeCard}
            card={form.card}
            errors={shown}
            disabled={sending}
            canSave={signedIn}
            onName={(name) =>
              update((before) => ({ ...before, card: { ...before.card, FullName: name } }), ["FullName"])
            }
            // A refusal of the card before goes once another is typed (the field's rules are Stripe's).
            onCardChange={() => update((before) => before, ["CardNumber"])}
            onSaveCard={(save) =>
              update((before) => ({ ...before, card: { ...before.card, SaveCard: save } }))
            }
            onLeave={leave}
          />
        )}
        {payment === "new" && !stripeKey && (
          <NewCardFields
            card={form.card}
            errors={shown}
            disabled={sending}
            canSave={signedIn}
            onChange={(field, value, judgeAgain) =>
              update((before) => ({ ...before, card: { ...before.card, [field]: value } }), judgeAgain)
            }
            onSaveCard={(save) =>
              update((before) => ({ ...before, card: { ...before.card, SaveCard: save } }))
            }
            onLeave={leave}
          />
        )}
        <p
          ref={paymentRefusal}
          tabIndex={-1}
          role="alert"
          className={
            paymentWords
              ? "rounded-md border border-red-700 bg-red-50 p-3 font-semibold text-red-800"
              : "sr-only"
          }
        >
          {paymentWords}
        </p>
      </Section>

      <div className="flex flex-col items-stretch gap-3 sm:flex-row sm:items-center sm:justify-end">
        <p className="text-lg">
          Total to pay <strong className="tabular-nums">{formatPounds(basket.totals.grandTotal)}</strong>
        </p>
        <Button type="submit" disabled={sending} className="min-w-44 text-base">
          {sending ? <Spinner label="Placing your order" className="size-6" /> : "Place order"}
        </Button>
      </div>
    </form>
  );
}
