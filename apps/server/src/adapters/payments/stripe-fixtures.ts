/**
 * Stripe's answers as its API gives them (API version of the pinned `stripe` library, test mode),
 * for stripe.test.ts: a PaymentIntent that succeeded, one waiting for 3-D Secure, the 402 of a card
 * declined for insufficient funds, a 500, and the events its webhooks post. Each object is typed
 * with the library's own types (`satisfies`), so a field the library says Stripe always sends
 * cannot be missing here, and a new library version that changes a shape fails the typecheck.
 */
import type Stripe from "stripe";

const CREATED = 1_764_062_400;

export function paymentMethod(
  id: string,
  card: { brand: string; last4: string; exp_month: number; exp_year: number },
  customer: string | null = null,
) {
  return {
    id,
    object: "payment_method",
    allow_redisplay: "unspecified",
    billing_details: {
      address: { city: null, country: null, line1: null, line2: null, postal_code: null, state: null },
      email: null,
      name: null,
      phone: null,
      tax_id: null,
    },
    card: {
      brand: card.brand,
      checks: { address_line1_check: null, address_postal_code_check: null, cvc_check: "pass" },
      country: "GB",
      display_brand: card.brand,
      exp_month: card.exp_month,
      exp_year: card.exp_year,
      fingerprint: "Xt5EWLLDS7FJjR1c",
      funding: "credit",
      generated_from: null,
      last4: card.last4,
      networks: { available: [card.brand], preferred: null },
      regulated_status: "unregulated",
      three_d_secure_usage: { supported: true },
      wallet: null,
    },
    created: CREATED,
    customer,
    customer_account: null,
    livemode: false,
    metadata: {},
    type: "card",
  } satisfies Stripe.PaymentMethod;
}

type IntentFields = {
  id: string;
  amount: number;
  status: Stripe.PaymentIntent.Status;
  payment_method: Stripe.PaymentMethod | string | null;
  customer?: string | null;
  description?: string;
  setup_future_usage?: Stripe.PaymentIntent.SetupFutureUsage | null;
  next_action?: Stripe.PaymentIntent.NextAction | null;
  last_payment_error?: Stripe.PaymentIntent.LastPaymentError | null;
};

export function paymentIntent(fields: IntentFields) {
  const succeeded = fields.status === "succeeded";
  return {
    id: fields.id,
    object: "payment_intent",
    allowed_payment_method_types: ["card"],
    amount: fields.amount,
    amount_capturable: 0,
    amount_details: { tip: {} },
    amount_received: succeeded ? fields.amount : 0,
    application: null,
    application_fee_amount: null,
    automatic_payment_methods: null,
    canceled_at: null,
    cancellation_reason: null,
    capture_method: "automatic_async",
    client_secret: `${fields.id}_secret_4RdP2vTQ9w8yXkLmN0pQrStUv`,
    confirmation_method: "automatic",
    created: CREATED,
    currency: "gbp",
    customer: fields.customer ?? null,
    customer_account: null,
    description: fields.description ?? null,
    excluded_payment_method_types: null,
    last_payment_error: fields.last_payment_error ?? null,
    latest_charge: succeeded ? `ch_${fields.id.slice(3)}` : null,
    livemode: false,
    managed_payments: null,
    metadata: {},
    next_action: fields.next_action ?? null,
    on_behalf_of: null,
    payment_method: fields.payment_method,
    payment_method_configuration_details: null,
    payment_method_options: {
      card: { installments: null, mandate_options: null, network: null, request_three_d_secure: "automatic" },
    },
    payment_method_types: ["card"],
    payment_record: null,
    processing: null,
    receipt_email: null,
    review: null,
    setup_future_usage: fields.setup_future_usage ?? null,
    shipping: null,
    source: null,
    statement_descriptor: null,
    statement_descriptor_suffix: null,
    status: fields.status,
    transfer_data: null,
    transfer_group: null,
  } satisfies Stripe.PaymentIntent;
}

export const VISA = { brand: "visa", last4: "4242", exp_month: 12, exp_year: 2034 };
export const THREE_D_SECURE_VISA = { brand: "visa", last4: "3155", exp_month: 6, exp_year: 2031 };
export const DECLINED_VISA = { brand: "visa", last4: "9995", exp_month: 2, exp_year: 2030 };
export const AMEX = { brand: "amex", last4: "8431", exp_month: 9, exp_year: 2032 };

/** POST /v1/payment_intents, confirmed, for `pm_card_visa`: status succeeded. */
export function succeededIntent(id: string, amount: number, description: string) {
  return paymentIntent({
    id,
    amount,
    description,
    status: "succeeded",
    payment_method: paymentMethod("pm_1QvisaAbCdEfGh", VISA),
  });
}

/** The same for a card the customer asked to keep: charged on a customer of its own, saved for later. */
export function savedCardIntent(id: string, amount: number) {
  return paymentIntent({
    id,
    amount,
    status: "succeeded",
    customer: "cus_RkeepsCard01",
    setup_future_usage: "on_session",
    payment_method: paymentMethod("pm_1QamexAbCdEfGh", AMEX, "cus_RkeepsCard01"),
  });
}

/** The 3-D Secure test card's charge, waiting for the shopper's 3-D Secure: Stripe's next step. */
function awaitingThreeDSecure(id: string, amount: number, next_action: Stripe.PaymentIntent.NextAction) {
  return paymentIntent({
    id,
    amount,
    status: "requires_action",
    payment_method: paymentMethod("pm_1Q3dsAbCdEfGhI", THREE_D_SECURE_VISA),
    next_action,
  });
}

/** For `pm_card_threeDSecure2Required`: waiting for the shopper's 3-D Secure, to be run by Stripe.js. */
export function challengedIntent(id: string, amount: number) {
  return awaitingThreeDSecure(id, amount, {
    type: "use_stripe_sdk",
    use_stripe_sdk: {
      directory_server_encryption: {
        algorithm: "RSA",
        certificate: "-----BEGIN CERTIFICATE-----\nMIIF…\n-----END CERTIFICATE-----\n",
        directory_server_id: "A000000003",
        root_certificate_authorities: ["-----BEGIN CERTIFICATE-----\nMIID…\n-----END CERTIFICATE-----\n"],
      },
      directory_server_name: "visa",
      merchant: "acct_1QmerchantXyZ",
      one_click_authn: null,
      server_transaction_id: "6b2a36b5-6c5b-4b3f-9d3a-2a1c0e2d7c11",
      three_d_secure_2_source: "payatt_3QchallengeAbC",
      three_ds_method_url: "",
      three_ds_optimizations: "kf",
      type: "stripe_3ds2_fingerprint",
    } as unknown as Stripe.PaymentIntent.NextAction.UseStripeSdk,
  });
}

/** A 3-D Secure step Stripe asked to run on its own page (a return_url was given). */
export function redirectIntent(id: string, amount: number) {
  return awaitingThreeDSecure(id, amount, {
    type: "redirect_to_url",
    redirect_to_url: {
      return_url: "https://shop.example/checkout/challenge",
      url: `https://hooks.stripe.com/3d_secure_2/hosted?merchant=acct_1QmerchantXyZ&payment_intent=${id}`,
    },
  });
}

const INSUFFICIENT_FUNDS = {
  charge: "ch_3QdeclinedAbCdE",
  code: "card_declined",
  decline_code: "insufficient_funds",
  doc_url: "https://stripe.com/docs/error-codes/card-declined",
  message: "Your card has insufficient funds.",
  type: "card_error",
} as const;

/** The 402 of POST /v1/payment_intents for `pm_card_visa_chargeDeclinedInsufficientFunds`. */
export function insufficientFundsError(intentId: string, amount: number) {
  const method = paymentMethod("pm_1QdeclinedAbCdE", DECLINED_VISA);
  return {
    error: {
      ...INSUFFICIENT_FUNDS,
      advice_code: "try_again_later",
      payment_intent: paymentIntent({
        id: intentId,
        amount,
        status: "requires_payment_method",
        payment_method: null,
        last_payment_error: { ...INSUFFICIENT_FUNDS, payment_method: method },
      }),
      payment_method: method,
      request_log_url: `https://dashboard.stripe.com/test/logs/req_Qdeclined?t=${CREATED}`,
    },
  };
}

/** A 500 as Stripe's API gives one. */
export const SERVER_ERROR = {
  error: {
    message: "An unknown error occurred",
    type: "api_error",
    request_log_url: `https://dashboard.stripe.com/test/logs/req_Q500?t=${CREATED}`,
  },
};

/** GET /v1/payment_intents/{id} for an id Stripe does not know. */
export function noSuchIntent(id: string) {
  return {
    error: {
      code: "resource_missing",
      doc_url: "https://stripe.com/docs/error-codes/resource-missing",
      message: `No such payment_intent: '${id}'`,
      param: "intent",
      request_log_url: `https://dashboard.stripe.com/test/logs/req_Qmissing?t=${CREATED}`,
      type: "invalid_request_error",
    },
  };
}

/** POST /v1/customers with no parameters. */
export function customer(id: string) {
  return {
    id,
    object: "customer",
    address: null,
    balance: 0,
    created: CREATED,
    currency: null,
    default_source: null,
    delinquent: false,
    description: null,
    email: null,
    invoice_prefix: "8E4A1B2C",
    invoice_settings: {
      custom_fields: null,
      default_payment_method: null,
      footer: null,
      rendering_options: null,
    },
    livemode: false,
    metadata: {},
    name: null,
    next_invoice_sequence: 1,
    phone: null,
    preferred_locales: [],
    shipping: null,
    tax_exempt: "none",
    test_clock: null,
  };
}

/** A webhook's event: `payment_intent.succeeded` or `payment_intent.payment_failed` about `intent`. */
export function intentEvent(
  id: string,
  type: "payment_intent.succeeded" | "payment_intent.payment_failed",
  intent: Stripe.PaymentIntent,
) {
  return {
    id,
    object: "event",
    api_version: "2026-10-28.endive",
    context: undefined,
    created: CREATED,
    data: { object: intent },
    livemode: false,
    pending_webhooks: 1,
    request: { id: "req_QwebhookAbC", idempotency_key: "order-key-webhook" },
    type,
  } satisfies Stripe.Event;
}

/** A failed 3-D Secure check, as a `payment_intent.payment_failed` event carries it. */
export function failedIntent(id: string, amount: number, failure: Stripe.PaymentIntent.LastPaymentError) {
  return paymentIntent({
    id,
    amount,
    status: "requires_payment_method",
    payment_method: null,
    last_payment_error: failure,
  });
}
