import { fail, ok, type Result } from "../shared/result.ts";
import { STOCK_SEARCH_TERM_REQUIRED } from "./messages.ts";

/** spec/3 §5, §9: app searches start at 3 characters. */
export const APP_SEARCH_MIN_LENGTH = 3;

/** spec/3 §4, §7: a search reply of "000" means the session is no longer valid; the user is logged out. */
export const SESSION_INVALID_REPLY = "000";

const longEnough = (term: string): boolean => term.trim().length >= APP_SEARCH_MIN_LENGTH;

/** spec/3 §5 Product search: needs at least 3 characters and a store; otherwise results stay hidden. */
export function canSearchProducts(term: string, storeId: string | null | undefined): boolean {
  return longEnough(term) && (storeId ?? "").trim() !== "";
}

/** spec/3 §5 Stock search (van and void tabs): a term of at least 3 characters. */
export function checkStockSearchTerm(term: string): Result<string, "no_search_term"> {
  return longEnough(term) ? ok(term.trim()) : fail("no_search_term", STOCK_SEARCH_TERM_REQUIRED);
}

export function isSessionInvalidReply(reply: string): boolean {
  return reply.trim() === SESSION_INVALID_REPLY;
}
