/**
 * The branch quotation page's states (issue 14; spec/2 §2 branch quotation page, §4 quote check
 * outcomes, §5 quote form, §8): the form, filled and checked at once from an emailed link's `email`
 * and `quotation_ref`; the check's outcome (no quote: the message under the reference field;
 * expired: the text and the Extend Quote button; valid: the quote and its Add to basket button);
 * the extension request's answer; the quote-to-basket flow (spec/2 §4): the postcode confirmation,
 * the summary of what was not added, or on to /basket when nothing failed.
 */
import type { Quote, QuoteCheck, QuoteToBasket } from "@merchant/contract";
import {
  checkQuoteEmail,
  checkQuoteReference,
  QUOTE_EXTENSION_FAILED_MESSAGE,
  QUOTE_ITEMS_UNAVAILABLE_MESSAGE,
  readQuoteLink,
} from "@merchant/domain/quotes";
import { ApiError, type ApiClient } from "~/lib/api.ts";
import { addQuoteToBasket, checkQuote, emailQuote, extendQuote, type QuoteAsked } from "./api.ts";

export type QuoteFieldErrors = { email?: string; reference?: string };

/** Whether a request went, and what to say about it. */
type Sent = { sent: boolean; message: string };

export type QuotePageState = QuoteAsked & {
  /** Under the fields: the form's own checks, or the no-quote message under the reference. */
  fields: QuoteFieldErrors;
  /** Above the form: a link that could not be read, or a refusal (too many checks). */
  notice?: string;
  expired?: { message: string; extendLabel: string; quote: Quote };
  quote?: Quote;
  /** The Extend Quote request's answer. */
  extension?: Sent;
  /** The answer to "Email me this quote". */
  emailed?: Sent;
  /** Add to basket asks first: the delivery postcode would change to the quote's. */
  confirmation?: Extract<QuoteToBasket, { outcome: "confirm-postcode-change" }>;
  /** What Add to basket could not do, to show on the page: refused, already added, not added. */
  basketMessages?: readonly string[];
  /** Everything was added: the page goes on to /basket. */
  goToBasket?: true;
};

/** The form's intents beside the check: the Extend Quote button, Add to basket and its confirmation. */
export const QUOTE_INTENTS = {
  extend: "extend",
  email: "email",
  basket: "basket",
  changePostcodeAndAdd: "change-postcode-and-add",
} as const;

const empty: QuotePageState = { email: "", reference: "", fields: {} };

/** What a check answers, as the page shows it. */
function checked(asked: QuoteAsked, check: QuoteCheck): QuotePageState {
  switch (check.outcome) {
    case "no-quote":
      return { ...asked, fields: { reference: check.message } };
    case "expired":
      return { ...asked, fields: {}, expired: check };
    case "valid":
      return { ...asked, fields: {}, quote: check.quote };
  }
}

async function checkedOrRefused(api: ApiClient, asked: QuoteAsked): Promise<QuotePageState> {
  try {
    return checked(asked, await checkQuote(api, asked));
  } catch (error) {
    if (!(error instanceof ApiError) || error.status >= 500) throw error;
    return { ...asked, fields: { ...error.fields }, notice: error.message };
  }
}

/** The page as opened: empty, or from a link, filled and checked (or the link's message). */
export async function quotePageFromLink(api: ApiClient, url: URL): Promise<QuotePageState> {
  const link = readQuoteLink({
    email: url.searchParams.get("email"),
    quotationRef: url.searchParams.get("quotation_ref"),
  });
  if (link === null) return empty;
  if (!link.ok)
    return {
      email: url.searchParams.get("email") ?? "",
      reference: url.searchParams.get("quotation_ref") ?? "",
      fields: {},
      notice: link.message,
    };
  return checkedOrRefused(api, link.value);
}

/** The form posted: a check (the default) or the Extend Quote button (`intent=extend`). */
export async function quotePageAction(api: ApiClient, form: FormData): Promise<QuotePageState> {
  const asked = { email: String(form.get("email") ?? ""), reference: String(form.get("reference") ?? "") };
  const email = checkQuoteEmail(asked.email);
  const reference = checkQuoteReference(asked.reference);
  if (!email.ok || !reference.ok)
    return {
      ...asked,
      fields: {
        ...(email.ok ? {} : { email: email.message }),
        ...(reference.ok ? {} : { reference: reference.message }),
      },
    };
  const valid = { email: email.value, reference: reference.value };
  const intent = form.get("intent");
  const state = await checkedOrRefused(api, valid);
  if (intent === QUOTE_INTENTS.basket || intent === QUOTE_INTENTS.changePostcodeAndAdd) {
    if (!state.quote) return state;
    const changeDeliveryPostcode = intent === QUOTE_INTENTS.changePostcodeAndAdd;
    return { ...state, ...(await addedToBasket(api, { ...valid, changeDeliveryPostcode })) };
  }
  if (intent === QUOTE_INTENTS.email && (state.quote || state.expired)) {
    return { ...state, emailed: await sent(emailQuote(api, valid)) };
  }
  if (intent !== QUOTE_INTENTS.extend) return state;
  return { ...state, extension: await sent(extendQuote(api, valid), QUOTE_EXTENSION_FAILED_MESSAGE) };
}

/** spec/2 §4: what Add to basket did, as the page shows it. */
async function addedToBasket(
  api: ApiClient,
  body: QuoteAsked & { changeDeliveryPostcode: boolean },
): Promise<Partial<QuotePageState>> {
  try {
    const added = await addQuoteToBasket(api, body);
    switch (added.outcome) {
      case "confirm-postcode-change":
        return { confirmation: added };
      case "refused":
        return { basketMessages: [added.message] };
      case "added":
        return added.goToBasket ? { goToBasket: true } : { basketMessages: added.messages };
    }
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    // spec/2 §8: no answer about the quote's items ('null') is a try-again-later, not a broken page.
    return { basketMessages: [error.status >= 500 ? QUOTE_ITEMS_UNAVAILABLE_MESSAGE : error.message] };
  }
}

/**
 * A request's answer; when the API refused it, `failure` (the spec's words for any failure) or
 * else the refusal's own words (a server error then is the page's error).
 */
async function sent(request: Promise<{ message: string }>, failure?: string): Promise<Sent> {
  try {
    return { sent: true, message: (await request).message };
  } catch (error) {
    if (!(error instanceof ApiError) || (failure === undefined && error.status >= 500)) throw error;
    return { sent: false, message: failure ?? error.message };
  }
}
