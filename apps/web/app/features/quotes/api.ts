/** The branch quotation page's API calls, made by its loader and action in the server's render. */
import type { QuoteCheck, QuoteToBasket } from "@merchant/contract";
import { answer, type ApiClient } from "~/lib/api.ts";

export type QuoteAsked = { email: string; reference: string };

export const checkQuote = (api: ApiClient, body: QuoteAsked): Promise<QuoteCheck> =>
  answer(api.POST("/api/quotes/check", { body }));

export const extendQuote = (api: ApiClient, body: QuoteAsked): Promise<{ message: string }> =>
  answer(api.POST("/api/quotes/extend", { body }));

/** spec/2 §4 quote to basket; `changeDeliveryPostcode` once the customer chose to change it. */
export const addQuoteToBasket = (
  api: ApiClient,
  body: QuoteAsked & { changeDeliveryPostcode: boolean },
): Promise<QuoteToBasket> => answer(api.POST("/api/quotes/basket", { body }));

/** Emails the quote, with its link, to the address it was made for. */
export const emailQuote = (api: ApiClient, body: QuoteAsked): Promise<{ message: string }> =>
  answer(api.POST("/api/quotes/email", { body }));
