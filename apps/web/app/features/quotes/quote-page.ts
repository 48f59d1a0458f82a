/**
 * The branch quotation page's states (issue 14; spec/2 §2 branch quotation page, §4 quote check
 * outcomes, §5 quote form, §8): the form, filled and checked at once from an emailed link's `email`
 * and `quotation_ref`; the check's outcome (no quote: the message under the reference field;
 * expired: the text and the Extend Quote button; valid: the quote); the extension request's answer.
 */
import type { Quote, QuoteCheck } from "@merchant/contract";
import {
  checkQuoteEmail,
  checkQuoteReference,
  QUOTE_EXTENSION_FAILED_MESSAGE,
  readQuoteLink,
} from "@merchant/domain/quotes";
import { ApiError, type ApiClient } from "~/lib/api.ts";
import { checkQuote, extendQuote, type QuoteAsked } from "./api.ts";

export type QuoteFieldErrors = { email?: string; reference?: string };

export type QuotePageState = QuoteAsked & {
  /** Under the fields: the form's own checks, or the no-quote message under the reference. */
  fields: QuoteFieldErrors;
  /** Above the form: a link that could not be read, or a refusal (too many checks). */
  notice?: string;
  expired?: { message: string; extendLabel: string; quote: Quote };
  quote?: Quote;
  /** The Extend Quote request's answer. */
  extension?: { sent: boolean; message: string };
};

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
  if (form.get("intent") !== "extend") return checkedOrRefused(api, valid);
  const state = await checkedOrRefused(api, valid);
  try {
    const { message } = await extendQuote(api, valid);
    return { ...state, extension: { sent: true, message } };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return { ...state, extension: { sent: false, message: QUOTE_EXTENSION_FAILED_MESSAGE } };
  }
}
