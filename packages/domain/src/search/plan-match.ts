/**
 * issue 13: the meaning of a query plan, written once as the reference the search index must
 * agree with: a title is found when every position has an alternative whose tokens are all among
 * the title's tokens, the last one as a prefix where the alternative says so. Checks one title; the
 * index does the same over all of them at once.
 */
import type { QueryAlternative, QueryPlan } from "./query-plan.ts";
import { searchTokens } from "./trade-words.ts";

function hasToken(titleTokens: ReadonlySet<string>, token: string, prefix: boolean): boolean {
  if (titleTokens.has(token)) return true;
  if (!prefix) return false;
  for (const titleToken of titleTokens) if (titleToken.startsWith(token)) return true;
  return false;
}

function alternativeMatches(titleTokens: ReadonlySet<string>, alternative: QueryAlternative): boolean {
  const last = alternative.tokens.length - 1;
  return alternative.tokens.every((token, k) =>
    hasToken(titleTokens, token, alternative.prefix && k === last),
  );
}

/** Whether a title (its text) is found by a plan. An empty plan finds nothing. */
export function planFinds(plan: QueryPlan, title: string): boolean {
  const titleTokens = new Set(searchTokens(title));
  return (
    plan.positions.length > 0 &&
    plan.positions.every((position) =>
      position.alternatives.some((alternative) => alternativeMatches(titleTokens, alternative)),
    )
  );
}
