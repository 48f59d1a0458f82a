/**
 * Stripe as the payment gateway (issue 12, decision 125), through Stripe's official library, when
 * `STRIPE_SECRET_KEY` is set. The card is typed into Stripe's own fields (Stripe Elements) in the
 * browser, which hand the page a PaymentMethod id (`pm_…`): the number never reaches this server,
 * and a typed number (`card.kind === "new"`) is refused before anything is sent.
 *
 * A charge is one PaymentIntent, created and confirmed in one call with the caller's idempotency
 * key, so a retry (ours, or the library's own after a dropped connection) answers the first charge.
 * When the card's bank asks for 3-D Secure, the intent answers `requires_action`: the shopper is
 * sent to the challenge page `/checkout/challenge?reference=pi_…#secret=<client secret>`, whose
 * script calls Stripe.js `handleNextAction({ clientSecret })` (the secret rides in the fragment, so
 * it is never sent to a server or written to a log), then asks the checkout to confirm, and
 * `confirm(reference)` reads the intent's outcome. Stripe's signed webhooks tell the outcome of a
 * charge whose page was closed (`readEvent`).
 */
import Stripe from "stripe";
import {
  CHALLENGE_PAGE_PATH,
  CardEntryNotAcceptedError,
  PaymentEventSignatureError,
  PaymentGatewayUnavailableError,
  type CardReceipt,
  type ChargeRequest,
  type ChargeResult,
  type ConfirmResult,
  type DeclineReason,
  type PaymentEvent,
  type PaymentGateway,
} from "./gateway.ts";

export type StripeGatewayOptions = {
  secretKey: string;
  webhookSecret: string;
  /** Where the Stripe API is (tests answer it from a local server); Stripe's own by default. */
  api?: { host: string; port: number; protocol: "http" | "https" };
  /** Retries of a request that failed on the way or with a 5xx, under the same idempotency key. */
  maxNetworkRetries?: number;
  /** How long a request to Stripe may take, in milliseconds. */
  timeoutMs?: number;
};

export type StripeGateway = PaymentGateway & {
  readonly name: "stripe";
  /**
   * Verifies a webhook's `Stripe-Signature` against the raw body and reads it: the outcome of a
   * charge, or null for an event the shop does not act on. A signature that does not verify (or
   * is older than Stripe's five-minute tolerance) throws `PaymentEventSignatureError`.
   */
  readEvent(payload: Buffer, signature: string | undefined): PaymentEvent | null;
};

/** Stripe's `card.brand` as a receipt names it. */
const BRANDS: Record<string, string> = {
  visa: "Visa",
  mastercard: "Mastercard",
  amex: "American Express",
  diners: "Diners Club",
  discover: "Discover",
  jcb: "JCB",
  unionpay: "UnionPay",
  cartes_bancaires: "Cartes Bancaires",
  eftpos_au: "eftpos",
};

/** A saved card's token: the Stripe customer it was saved to and its PaymentMethod, `cus_…:pm_…`. */
const SAVED_TOKEN = /^(cus_\w+):(pm_\w+)$/;

function receiptOf(method: string | Stripe.PaymentMethod | null | undefined): CardReceipt | null {
  if (!method || typeof method === "string" || !method.card) return null;
  const { brand, last4, exp_month, exp_year } = method.card;
  return { brand: BRANDS[brand] ?? "Card", last4, expMonth: exp_month, expYear: exp_year };
}

function reasonOf(
  failure: { code?: string | undefined; decline_code?: string | undefined } | null,
): DeclineReason {
  if (failure?.decline_code === "insufficient_funds") return "insufficient_funds";
  if (failure?.code === "expired_card" || failure?.decline_code === "expired_card") return "expired_card";
  if (failure?.code === "incorrect_cvc" || failure?.decline_code === "incorrect_cvc") return "incorrect_cvc";
  return "declined";
}

/** The page that runs Stripe's 3-D Secure: Stripe's own URL when it gave one, else ours with Stripe.js. */
function challengeUrlOf(intent: Stripe.PaymentIntent): string {
  const redirect = intent.next_action?.redirect_to_url?.url;
  if (redirect) return redirect;
  const secret = intent.client_secret ? `#secret=${encodeURIComponent(intent.client_secret)}` : "";
  return `${CHALLENGE_PAGE_PATH}?reference=${encodeURIComponent(intent.id)}${secret}`;
}

/** Stripe's answers that say nothing was done, and a retry later may work. */
function unavailable(error: unknown): PaymentGatewayUnavailableError | null {
  if (!(error instanceof Stripe.errors.StripeError)) return null;
  const outage =
    error instanceof Stripe.errors.StripeConnectionError ||
    error instanceof Stripe.errors.StripeAPIError ||
    error instanceof Stripe.errors.StripeRateLimitError ||
    error instanceof Stripe.errors.StripeAuthenticationError ||
    error instanceof Stripe.errors.StripePermissionError ||
    (error.statusCode ?? 0) >= 500;
  return outage
    ? new PaymentGatewayUnavailableError(`Stripe did not take the request: ${error.type}`, { cause: error })
    : null;
}

export function createStripeGateway(options: StripeGatewayOptions): StripeGateway {
  const stripe = new Stripe(options.secretKey, {
    maxNetworkRetries: options.maxNetworkRetries ?? 2,
    timeout: options.timeoutMs ?? 20_000,
    telemetry: false,
    appInfo: { name: "merchant-shop" },
    ...(options.api ?? {}),
  });

  /** The PaymentMethod with its card, even when an answer carried only its id. */
  async function withCard(intent: Stripe.PaymentIntent): Promise<CardReceipt | null> {
    const method = intent.payment_method;
    if (typeof method !== "string") return receiptOf(method);
    return receiptOf(await stripe.paymentMethods.retrieve(method));
  }

  async function outcomeOf(
    intent: Stripe.PaymentIntent,
    { saving }: { saving: boolean },
  ): Promise<ChargeResult> {
    const card = await withCard(intent);
    switch (intent.status) {
      case "succeeded":
      case "requires_capture": {
        if (!card) throw new PaymentGatewayUnavailableError(`Stripe answered ${intent.id} without its card`);
        const customer =
          typeof intent.customer === "string" ? intent.customer : (intent.customer?.id ?? null);
        const method =
          typeof intent.payment_method === "string" ? intent.payment_method : intent.payment_method?.id;
        const savedToken = saving && customer && method ? `${customer}:${method}` : null;
        return { status: "authorised", reference: intent.id, card, savedToken };
      }
      case "requires_action":
        if (!card) throw new PaymentGatewayUnavailableError(`Stripe answered ${intent.id} without its card`);
        return {
          status: "requires_action",
          reference: intent.id,
          card,
          challengeUrl: challengeUrlOf(intent),
        };
      case "requires_payment_method":
      case "canceled":
        return {
          status: "declined",
          reference: intent.id,
          card,
          reason: reasonOf(intent.last_payment_error),
        };
      default:
        // `processing` (or a confirmation still owed): not a card's usual answer; the webhook will tell.
        throw new PaymentGatewayUnavailableError(`Stripe left ${intent.id} ${intent.status}`);
    }
  }

  /** A refusal Stripe answered as an error: a declined card, or a token it does not know. */
  function refusalOf(error: unknown): ChargeResult {
    const outage = unavailable(error);
    if (outage) throw outage;
    if (error instanceof Stripe.errors.StripeCardError) {
      return {
        status: "declined",
        reference: error.payment_intent?.id ?? null,
        card: receiptOf(error.payment_method) ?? receiptOf(error.payment_intent?.payment_method),
        reason: reasonOf(error),
      };
    }
    if (
      error instanceof Stripe.errors.StripeInvalidRequestError &&
      error.code === "resource_missing" &&
      (error.param === "payment_method" || error.param === "customer")
    ) {
      return { status: "declined", reference: null, card: null, reason: "declined" };
    }
    throw error;
  }

  async function charge(request: ChargeRequest): Promise<ChargeResult> {
    const { card, idempotencyKey } = request;
    if (card.kind === "new") throw new CardEntryNotAcceptedError("stripe");
    const params: Stripe.PaymentIntentCreateParams = {
      amount: request.amountPence,
      currency: "gbp",
      description: request.description,
      allowed_payment_method_types: ["card"],
      confirm: true,
      // The page's Stripe.js runs any 3-D Secure step (`handleNextAction`), so no return_url is needed.
      use_stripe_sdk: true,
      expand: ["payment_method"],
    };
    let saving = false;
    if (card.kind === "saved") {
      const saved = SAVED_TOKEN.exec(card.gatewayToken);
      if (!saved) return { status: "declined", reference: null, card: null, reason: "declined" };
      params.customer = saved[1];
      params.payment_method = saved[2];
    } else {
      params.payment_method = card.token;
      if (card.save) {
        // A customer of its own per saved card: the card is kept with it for the next checkout.
        const customer = await stripe.customers.create({}, { idempotencyKey: `${idempotencyKey}:customer` });
        params.customer = customer.id;
        params.setup_future_usage = "on_session";
        saving = true;
      }
    }
    const intent = await stripe.paymentIntents.create(params, { idempotencyKey });
    return outcomeOf(intent, { saving });
  }

  return {
    name: "stripe",
    async charge(request) {
      try {
        return await charge(request);
      } catch (error) {
        if (error instanceof CardEntryNotAcceptedError || error instanceof PaymentGatewayUnavailableError)
          throw error;
        return refusalOf(error);
      }
    },
    async confirm(reference): Promise<ConfirmResult> {
      let intent: Stripe.PaymentIntent;
      try {
        intent = await stripe.paymentIntents.retrieve(reference, { expand: ["payment_method"] });
      } catch (error) {
        const outage = unavailable(error);
        if (outage) throw outage;
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === "resource_missing") {
          return { status: "declined", reference, card: null, reason: "declined" };
        }
        throw error;
      }
      const outcome = await outcomeOf(intent, { saving: intent.setup_future_usage !== null });
      // After the challenge the intent has gone one way or the other; still waiting means not passed.
      if (outcome.status === "requires_action") {
        return { status: "declined", reference, card: outcome.card, reason: "declined" };
      }
      return outcome;
    },
    readEvent(payload, signature) {
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(payload, signature ?? "", options.webhookSecret);
      } catch (error) {
        throw new PaymentEventSignatureError("The Stripe-Signature does not match the payload", {
          cause: error,
        });
      }
      // Only Stripe can sign, but what it signed is still read with care: not an event, not ours.
      const intent = (event as { data?: { object?: Partial<Stripe.PaymentIntent> } } | null)?.data?.object;
      if (typeof intent?.id !== "string") return null;
      switch (event.type) {
        case "payment_intent.succeeded":
          return { id: event.id, reference: intent.id, outcome: "authorised" };
        case "payment_intent.payment_failed":
          return {
            id: event.id,
            reference: intent.id,
            outcome: "declined",
            reason: reasonOf(intent.last_payment_error ?? null),
          };
        default:
          return null;
      }
    },
  };
}
