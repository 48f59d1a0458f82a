/**
 * issue 13, spec/1 §5 "Search and lookups": what a query means to the index. A plan is a list of
 * positions that must all be met (AND); each position is met by any one of its alternatives (OR);
 * an alternative is one or more tokens that must all be in the title (a phrase synonym, or a size
 * and the measure left over). The position still being typed matches its last token as a prefix,
 * so autocomplete and full search read a query the same way.
 */
import { CONNECTING_WORDS } from "./fold.ts";
import { nicknameOf, sizePairs } from "./sizes.ts";
import { phraseToken, type SynonymIndex } from "./synonyms.ts";
import { readTerms, type SizeTerm, type Term } from "./terms.ts";

/** Where an alternative comes from, so an index may rank the shopper's own words first. */
export type AlternativeSource = "typed" | "synonym" | "size" | "nickname";

export type QueryAlternative = {
  /** Tokens that must all be in the title. */
  readonly tokens: readonly string[];
  /** The last token matches as a prefix: the shopper may still be typing it. */
  readonly prefix: boolean;
  readonly source: AlternativeSource;
};

export type QueryPosition = {
  /** What the shopper wrote for this position, folded ("damp proof course", "100 x 47mm"). */
  readonly text: string;
  readonly alternatives: readonly QueryAlternative[];
};

export type QueryPlan = {
  readonly positions: readonly QueryPosition[];
  /** The position still being typed: the last one, unless the text ends with a space. */
  readonly typing: number | undefined;
};

/** A number followed by a lone "x" at the end of what is being typed: a size half written ("47 x"). */
type HalfSize = { kind: "half-size"; number: string; start: number; end: number };
type Unit = Term | HalfSize;

/** Which terms can be part of a phrase synonym. */
const PHRASE_KINDS: ReadonlySet<Unit["kind"]> = new Set(["word", "number", "compound"]);

/** issue 13: the plan of a query, its sizes, nicknames and synonyms expanded. */
export function expandQuery(text: string, synonyms: SynonymIndex): QueryPlan {
  const { folded, terms } = readTerms(text);
  const typingAtEnd = !/\s$/.test(text);
  const units = meaningfulUnits(halfSizeAtEnd(terms, typingAtEnd, folded), typingAtEnd);
  const positions: QueryPosition[] = [];
  for (let k = 0; k < units.length;) {
    const span = phraseAt(units, k, synonyms);
    const typing = typingAtEnd && k + span.length === units.length;
    const own = span.length === 1 ? unitAlternatives(span[0]!, typing, folded) : [phrase(span, typing)];
    const key = span.map((unit) => (unit.kind === "half-size" ? "" : phraseToken(unit))).join(" ");
    const fromGroup = (synonyms.groups.get(key) ?? []).map((tokens): QueryAlternative => ({
      tokens,
      prefix: false,
      source: "synonym",
    }));
    positions.push({
      text: folded.slice(span[0]!.start, span.at(-1)!.end),
      alternatives: withoutLoneLetters(withoutRepeats([...own, ...fromGroup])),
    });
    k += span.length;
  }
  return { positions, typing: typingAtEnd && positions.length > 0 ? positions.length - 1 : undefined };
}

/** "47 x" or "47 by" still being typed: the start of a size, matched as the prefix "47x". */
function halfSizeAtEnd(terms: readonly Term[], typingAtEnd: boolean, folded: string): Unit[] {
  const last = terms.at(-1);
  const before = terms.at(-2);
  const lastIsSeparator = last?.kind === "separator" || (last?.kind === "word" && last.written === "by");
  if (!typingAtEnd || !lastIsSeparator || before === undefined) return [...terms];
  const number =
    before.kind === "number" ? before.token : before.kind === "measure" ? before.numbers[0] : undefined;
  if (number === undefined || !/^\s*$/.test(folded.slice(before.end, last.start))) return [...terms];
  return [...terms.slice(0, -2), { kind: "half-size", number, start: before.start, end: last.end }];
}

/**
 * Without lone separators and the connecting words a query can do without ("sand and cement"),
 * except a last word still being typed ("an" may become "anchor"). A query of nothing but
 * connecting words keeps them.
 */
function meaningfulUnits(units: readonly Unit[], typingAtEnd: boolean): Unit[] {
  const last = units.at(-1);
  const kept = units.filter((unit) => {
    if (typingAtEnd && unit === last) return true;
    if (unit.kind === "separator") return false;
    return !(unit.kind === "word" && CONNECTING_WORDS.has(unit.token));
  });
  return kept.length > 0 ? kept : units.filter((unit) => unit.kind !== "separator");
}

/** The longest run of words from `k` that is a synonym's term, else the one unit at `k`. */
function phraseAt(units: readonly Unit[], k: number, synonyms: SynonymIndex): readonly Unit[] {
  for (let length = Math.min(synonyms.longestTerm, units.length - k); length > 1; length--) {
    const span = units.slice(k, k + length);
    if (!span.every((unit) => PHRASE_KINDS.has(unit.kind))) continue;
    const key = span.map((unit) => phraseToken(unit as Term)).join(" ");
    if (synonyms.groups.has(key)) return span;
  }
  return units.slice(k, k + 1);
}

/** A phrase the shopper typed that is a synonym's term, as one alternative of its tokens. */
function phrase(span: readonly Unit[], typing: boolean): QueryAlternative {
  return { tokens: span.map((unit) => phraseToken(unit as Term)!), prefix: typing, source: "typed" };
}

const typed = (tokens: readonly string[], prefix: boolean): QueryAlternative => ({
  tokens,
  prefix,
  source: "typed",
});

/** The alternatives of one term; the one being typed also matches as typed so far. */
function unitAlternatives(unit: Unit, typing: boolean, folded: string): QueryAlternative[] {
  switch (unit.kind) {
    case "half-size":
      return [typed([`${unit.number}x`], true)];
    case "word":
      return [typed([unit.token], typing), ...(typing ? [typed([unit.written], true)] : [])];
    case "number":
      return [typed([unit.token], typing)];
    case "measure": {
      const asWritten = folded.slice(unit.start, unit.end).replace(/\s+/g, "");
      return [typed([unit.token], typing), ...(typing ? [typed([asWritten], true)] : [])];
    }
    case "compound":
      return [
        typed(
          unit.parts.map((part) => part.token),
          typing,
        ),
        typed([unit.token], typing),
      ];
    case "size":
      return sizeAlternatives(unit, typing);
    case "separator":
      return [typed(["x"], typing)];
  }
}

/**
 * A size is found by its token, and also: a three-number size by each pair with the number left
 * over ("2400 x 1200 x 12.5mm" meets "Plasterboard 12.5mm 2400x1200"); a nickname by the metric
 * sizes it stands for ("4x2" → 47x100 …); a metric size by its nickname ("47x100" → "4x2" titles);
 * while typed, by the numbers in the order written ("47x1" → 47x100, 47x125 …).
 */
function sizeAlternatives(size: SizeTerm, typing: boolean): QueryAlternative[] {
  const nickname = size.metric ? nicknameOf(size.token) : undefined;
  return [
    typed([size.token], typing),
    ...(typing ? [typed([size.numbers.join("x")], true)] : []),
    ...sizePairs(size.numbers).map(({ pair, rest }): QueryAlternative => ({
      tokens: [pair, `${rest}mm`],
      prefix: false,
      source: "size",
    })),
    ...size.nickname.map((metric): QueryAlternative => ({
      tokens: [metric],
      prefix: false,
      source: "nickname",
    })),
    ...(nickname === undefined ? [] : [{ tokens: [nickname], prefix: false, source: "nickname" } as const]),
  ];
}

/**
 * Without the typed reading of single letters ("t&g" read as t and g) when the position has
 * another: a letter matches almost any title, its synonym ("tongue and groove") is what was meant.
 */
function withoutLoneLetters(alternatives: QueryAlternative[]): QueryAlternative[] {
  const lone = (alternative: QueryAlternative) =>
    alternative.source === "typed" && alternative.tokens.every((token) => token.length <= 1);
  return alternatives.some((alternative) => !lone(alternative))
    ? alternatives.filter((alternative) => !lone(alternative))
    : alternatives;
}

/**
 * Each set of tokens once, the first kept: what was typed comes first, so a word both typed (as a
 * prefix) and in its synonym group stays a prefix and stays "typed".
 */
function withoutRepeats(alternatives: readonly QueryAlternative[]): QueryAlternative[] {
  const byTokens = new Map<string, QueryAlternative>();
  for (const alternative of alternatives) {
    const key = alternative.tokens.join(" ");
    if (!byTokens.has(key)) byTokens.set(key, alternative);
  }
  return [...byTokens.values()];
}
