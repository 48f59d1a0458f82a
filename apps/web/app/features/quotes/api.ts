/** The branch quotation page's API calls, made by its loader and action in the server's render. */
import type { QuoteCheck } from "@merchant/contract";
import { answer, type ApiClient } from "~/lib/api.ts";

export type QuoteAsked = { email: string; reference: string };

export const checkQuote = (api: ApiClient, body: QuoteAsked): Promise<QuoteCheck> =>
  answer(api.POST("/api/quotes/check", { body }));

export const extendQuote = (api: ApiClient, body: QuoteAsked): Promise<{ message: string }> =>
  answer(api.POST("/api/quotes/extend", { body }));
