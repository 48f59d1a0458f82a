import { fail, ok, type Result } from "../shared/result.ts";
import { ORDER_SEARCH_TERM_REQUIRED } from "./messages.ts";

/**
 * spec/3 §5: filtering order history by days shows orders aged at most that many days; null
 * is the "all orders" choice. An age that is not a number never matches a filter.
 */
export function ordersWithinDays<T extends { readonly ageInDays: number }>(
  orders: readonly T[],
  days: number | null,
): T[] {
  return days === null ? [...orders] : orders.filter((order) => order.ageInDays <= days);
}

/** spec/3 §5 Order search: a term is required. */
export function checkOrderSearchTerm(term: string): Result<string, "no_search_term"> {
  const trimmed = term.trim();
  return trimmed === "" ? fail("no_search_term", ORDER_SEARCH_TERM_REQUIRED) : ok(trimmed);
}
