/**
 * The search engine behind autocomplete and the search results page (issue 13; decisions 130,
 * 134): posting lists of every prefix of every token of every active product's name, part number
 * and maker (postings.ts), tokenised by the trade's words (sizes such as 47x100, abbreviations such
 * as osb), and the vocabulary of every indexed word with how many products use it, for spelling.
 * A query walks the shortest list its words name and looks each product up in the others: its
 * cost follows the products it could find, never the number of words in the catalogue.
 *
 * Scoring: each word scores its best field (name 3, part number 2, maker 0.5; a word still being
 * typed that only begins a token scores 0.6 of that) times its rarity (BM25's idf; a name's length
 * says nothing about how well it matches, so there is no length normalisation and equal matches
 * tie). A synonym's or a nickname's meaning counts half the shopper's own word. A product whose
 * category is named by a word counts double; as a suggestion, one whose name begins with the first
 * word counts 1.2 times. Ties go to the more popular product.
 *
 * The rest of the shop sees only `TextIndex`: a deployment that outgrows memory can put a search
 * cluster behind the same methods, fed by the same change feed.
 */
import type { QueryAlternative, QueryPlan } from "@merchant/domain/search";
import {
  appended,
  entryOf,
  equalsAny,
  FIRST_BEGINS,
  FIRST_EQUALS,
  HEAD_BEGINS,
  HEAD_EQUALS,
  MAKER_BEGINS,
  MAKER_EQUALS,
  MASK_SIZE,
  NAME_BEGINS,
  NAME_EQUALS,
  PART_BEGINS,
  PART_EQUALS,
  maskAt,
  maskOf,
  prefixMasks,
  seek,
  seekSlot,
  SLOT_LIMIT,
  slotOf,
  type Groups,
  type Postings,
  type Reading,
} from "./postings.ts";
import { bestKept } from "./best-kept.ts";
import { Vocabulary, type Lookalike } from "./vocabulary.ts";

/** What is indexed of a product. */
export type TextDocument = {
  id: number;
  name: string;
  manufacturer: string;
  partNumber: string;
  /** The tokens of the last word of its category's name, the thing it is ("Panel Radiators" → radiator). */
  categoryHead: readonly string[];
};

/** Products found, with their scores at the same positions. */
export type TextHits = { ids: Int32Array; scores: Float64Array };

export type TextIndex = {
  /**
   * Adds documents, replacing those already indexed under the same ids. The first put into an
   * empty index should come most popular first: ties among suggestions follow that order.
   */
  put(documents: readonly TextDocument[]): void;
  remove(ids: readonly number[]): void;
  /** Every product meeting each position of the plan (one alternative each) and none of the excluded tokens, in no order. */
  search(plan: QueryPlan, excluded?: readonly string[]): TextHits;
  /** The `limit` best of the same products, best first, as suggestions rank them. */
  best(plan: QueryPlan, limit: number, excluded?: readonly string[]): number[];
  /** Words the catalogue knows besides its products' (its categories' names), with how many products each finds. */
  learn(words: ReadonlyMap<string, number>): void;
  /** How many products use the word (0 for a word the catalogue does not contain). */
  uses(word: string): number;
  /** Known words within `distance` edits of the word, with how many products use each. */
  lookalikes(word: string, distance: number): Lookalike[];
  readonly size: number;
  /** Products put since the first put: filed after the rest, outside popularity order. */
  readonly disordered: number;
};

/** A maker's name counts for less than the product's: "Emberline Stoves" makes more than stoves. */
const FIELD_WEIGHT = { name: 3, partNumber: 2, manufacturer: 0.5 };
/** A word still being typed that only begins a token counts for this much of one it equals. */
const BEGINS_WEIGHT = 0.6;
/** A synonym's or a nickname's match counts for this much of the shopper's own word's. */
const OTHER_WORDS_WEIGHT = 0.5;
/** A nickname's later metric sizes (4x2 as 50 x 100 or 38 x 100) count for this much of its first (47 x 100). */
const LATER_NICKNAME_WEIGHT = 0.6;
/**
 * A product whose category is named by the word searched for is what was asked for: "radiator"
 * means panel radiators before boiler stoves that heat eight of them, "cement" bags before mixers.
 */
const CATEGORY_HEAD_BOOST = 2;
/** A suggestion whose name begins with the first word typed reads as the better one by this much. */
const BEGINS_WITH_TYPED = 1.2;
/** A word still being typed with this many letters or fewer narrows other words' hits; alone it finds nothing. */
const SHORT_PREFIX_LENGTH = 2;
/**
 * A prefix typed alone is the commonest suggestion asked for: each list longer than LONG_LIST keeps
 * its TOP_KEPT best entries (at least the contract's six suggestions), so the answer is read, not
 * walked. Shorter lists are walked; they are quick to.
 */
const TOP_KEPT = 8;
const LONG_LIST = 32;
/**
 * A list longer than this keeps its slots grouped by mask too (Postings.groups), so a walk for
 * suggestions driven by it reads the groups that could score most first and stops at the first
 * that cannot beat what is kept (decision 171). Shorter lists are walked in slot order.
 */
const GROUPED_LIST = 256;

type TokenMatch = Reading & {
  postings: Postings;
  /** SCORES for a whole word or for one still being typed. */
  scores: Float64Array;
  /** The bits saying its category or its first word is named by the token. */
  head: number;
  first: number;
  idf: number;
};
type AlternativeMatch = { tokens: TokenMatch[]; weight: number };
type PositionMatch = { alternatives: AlternativeMatch[]; size: number; first: boolean };
type Possible = { score: number; head: boolean; first: boolean };
/**
 * A walk for suggestions: the score a product must beat to be kept and the slot of the last kept
 * (a product scoring the same beats it only from an earlier slot).
 */
type Ranking = { suggesting: boolean; floor: () => number; lastSlot: () => number };
/** A group of a list's products and the score each gets for the position it stands for. */
type ScoredGroup = {
  slots: Int32Array;
  start: number;
  end: number;
  score: number;
  head: boolean;
  first: boolean;
};

/** A token's score in one product, from the entry's mask; 0 when it does not match. */
function fieldScore(mask: number, prefix: boolean): number {
  const begun = prefix ? BEGINS_WEIGHT : 0;
  const name = mask & NAME_EQUALS ? 1 : mask & NAME_BEGINS ? begun : 0;
  const part = mask & PART_EQUALS ? 1 : mask & PART_BEGINS ? begun : 0;
  const maker = mask & MAKER_EQUALS ? 1 : mask & MAKER_BEGINS ? begun : 0;
  return Math.max(
    name * FIELD_WEIGHT.name,
    part * FIELD_WEIGHT.partNumber,
    maker * FIELD_WEIGHT.manufacturer,
  );
}

/** fieldScore of every mask, worked out once: for a whole word, and for one still being typed. */
const SCORES = [false, true].map((prefix) =>
  Float64Array.from({ length: MASK_SIZE }, (_, mask) => fieldScore(mask, prefix)),
);

/**
 * How a product ranks as a suggestion for a prefix typed alone, from its entry's mask: the walk's
 * score without the idf, which is the same for every product in the list.
 */
const TYPED_ALONE = Float64Array.from(
  { length: MASK_SIZE },
  (_, mask) =>
    SCORES[1]![mask]! *
    (mask & HEAD_BEGINS ? CATEGORY_HEAD_BOOST : 1) *
    (mask & FIRST_BEGINS ? BEGINS_WITH_TYPED : 1),
);

/**
 * For each mask, the first mask that scores the same as a whole word and as one being typed and
 * names the category and the first word the same way: what a walk reads of a mask, so masks of
 * one class are interchangeable in a walk.
 */
const SCORING_CLASS = (() => {
  const first = new Map<string, number>();
  return Int32Array.from({ length: MASK_SIZE }, (_, mask) => {
    const key = [
      SCORES[0]![mask],
      SCORES[1]![mask],
      mask & (HEAD_BEGINS | HEAD_EQUALS | FIRST_BEGINS | FIRST_EQUALS),
    ].join();
    if (!first.has(key)) first.set(key, mask);
    return first.get(key)!;
  });
})();

/** Offers an entry filed after those kept to a list's top (an equal stays behind the earlier one). */
function keepTop(top: number[], entry: number): void {
  const rank = TYPED_ALONE[maskOf(entry)]!;
  if (rank === 0) return;
  let at = top.length;
  while (at > 0 && TYPED_ALONE[maskOf(top[at - 1]!)]! < rank) at--;
  if (at === TOP_KEPT) return;
  top.splice(at, 0, entry);
  if (top.length > TOP_KEPT) top.pop();
}

/** The token of a plan that is one prefix being typed, alone and long enough to search; else undefined. */
function typedAlone({ positions }: QueryPlan): string | undefined {
  const alternatives = positions.length === 1 ? positions[0]!.alternatives : [];
  const only = alternatives.length === 1 ? alternatives[0]! : undefined;
  return only && only.prefix && only.tokens.length === 1 && !isShortPrefix(only) ? only.tokens[0] : undefined;
}

export function createTextIndex(
  tokenize: (text: string) => string[],
  /** Lists longer than this keep their slots grouped by mask (tests set it to compare both walks). */
  { groupedList = GROUPED_LIST }: { groupedList?: number } = {},
): TextIndex {
  const postings = new Map<string, Postings>();
  /** Product id by slot; 0 once the product is removed or filed again. */
  const idBySlot: number[] = [];
  const slots = new Map<number, number>();
  const documents = new Map<number, TextDocument>();
  const vocabulary = new Vocabulary();
  let ordered = -1;
  /** A search's hits as its walk finds them, before they are copied out (see search). */
  let hitIds = new Int32Array(1024);
  let hitScores = new Float64Array(1024);
  const growHits = () => {
    const ids = new Int32Array(hitIds.length * 2);
    const scores = new Float64Array(hitScores.length * 2);
    ids.set(hitIds);
    scores.set(hitScores);
    hitIds = ids;
    hitScores = scores;
  };

  const analyse = (document: TextDocument) => {
    const fields = {
      name: tokenize(document.name),
      partNumber: tokenize(document.partNumber),
      manufacturer: tokenize(document.manufacturer),
    };
    const firstWord = tokenize(document.name.trim().split(/\s+/)[0] ?? "");
    return {
      masks: prefixMasks(fields, document.categoryHead, firstWord),
      words: new Set([...fields.name, ...fields.partNumber, ...fields.manufacturer]),
    };
  };
  const count = (words: ReadonlySet<string>, change: 1 | -1) => {
    for (const word of words) vocabulary.add(word, change);
  };

  /** Files the document in a new slot; its entries wait in `adding` until the put copies them into their lists. */
  function file(document: TextDocument, adding: Map<Postings, number[]>) {
    const slot = idBySlot.length;
    if (slot >= SLOT_LIMIT) throw new Error("the text index is full: rebuild it");
    idBySlot.push(document.id);
    slots.set(document.id, slot);
    documents.set(document.id, document);
    const { masks, words } = analyse(document);
    for (const [prefix, mask] of masks) {
      let list = postings.get(prefix);
      if (!list)
        postings.set(
          prefix,
          (list = {
            entries: new Int32Array(0),
            count: 0,
            equal: 0,
            any: 0,
            top: undefined,
            groups: undefined,
          }),
        );
      const entry = entryOf(slot, mask);
      const waiting = adding.get(list);
      if (waiting) waiting.push(entry);
      else adding.set(list, [entry]);
      if (list.top) keepTop(list.top, entry);
      list.groups = undefined;
      list.any |= mask;
      list.count += 1;
      if (equalsAny(mask)) list.equal += 1;
    }
    count(words, 1);
  }

  function drop(id: number) {
    const slot = slots.get(id);
    const document = documents.get(id);
    if (slot === undefined || !document) return;
    idBySlot[slot] = 0;
    slots.delete(id);
    documents.delete(id);
    const { masks, words } = analyse(document);
    for (const [prefix, mask] of masks) {
      const list = postings.get(prefix)!;
      list.count -= 1;
      if (equalsAny(mask)) list.equal -= 1;
      if (list.top?.some((entry) => slotOf(entry) === slot)) list.top = undefined;
    }
    count(words, -1);
  }

  /** The list's top for its prefix typed alone, worked out again if a product among it was removed. */
  function topOf(list: Postings): number[] {
    if (!list.top) {
      list.top = [];
      for (const entry of list.entries) if (idBySlot[slotOf(entry)] !== 0) keepTop(list.top, entry);
    }
    return list.top;
  }

  /**
   * The list's live slots grouped by how they score, worked out again after a product was filed.
   * Masks that score the same every way a query can read them share a group (SCORING_CLASS), so a
   * list has few groups and two words few pairs of them.
   */
  function groupsOf(list: Postings): Groups {
    if (!list.groups) {
      const byClass = new Map<number, { mask: number; slots: number[] }>();
      for (const entry of list.entries) {
        const slot = slotOf(entry);
        if (idBySlot[slot] === 0) continue;
        const mask = maskOf(entry);
        const group = byClass.get(SCORING_CLASS[mask]!);
        if (group) group.slots.push(slot);
        else byClass.set(SCORING_CLASS[mask]!, { mask, slots: [slot] });
      }
      let live = 0;
      for (const { slots } of byClass.values()) live += slots.length;
      const groups: Groups = { slots: new Int32Array(live), masks: [], starts: [0] };
      let at = 0;
      for (const { mask, slots } of byClass.values()) {
        groups.slots.set(slots, at);
        at += slots.length;
        groups.masks.push(mask);
        groups.starts.push(at);
      }
      list.groups = groups;
    }
    return list.groups;
  }

  /** The plan as posting lists, or undefined when some position can find nothing. */
  function compile({ positions }: QueryPlan): PositionMatch[] | undefined {
    const live = documents.size;
    const idf = (found: number) => Math.log(1 + (live - found + 0.5) / (found + 0.5));
    const matches: PositionMatch[] = [];
    for (const [at, { alternatives }] of positions.entries()) {
      const compiled: AlternativeMatch[] = [];
      for (const [k, { tokens, prefix, source }] of alternatives.entries()) {
        const matched: TokenMatch[] = [];
        for (const [j, token] of tokens.entries()) {
          const list = postings.get(token);
          const asPrefix = prefix && j === tokens.length - 1;
          const found = list ? (asPrefix ? list.count : list.equal) : 0;
          if (!list || found === 0) break;
          matched.push({
            entries: list.entries,
            postings: list,
            scores: SCORES[asPrefix ? 1 : 0]!,
            head: asPrefix ? HEAD_BEGINS : HEAD_EQUALS,
            first: asPrefix ? FIRST_BEGINS : FIRST_EQUALS,
            idf: idf(found),
            cursor: 0,
          });
        }
        if (matched.length === tokens.length && matched.length > 0)
          compiled.push({ tokens: matched, weight: weightOf(source, k, alternatives) });
      }
      if (compiled.length === 0) return undefined;
      const size = compiled.reduce(
        (sum, alternative) => sum + Math.min(...alternative.tokens.map((token) => token.postings.count)),
        0,
      );
      matches.push({ alternatives: compiled, size, first: at === 0 });
    }
    return matches;
  }

  /** The most any product could score on these positions: each word at its best, its category and first word named. */
  function possibleOf(positions: readonly PositionMatch[]): Possible {
    const possible = { score: 0, head: false, first: false };
    for (const position of positions) {
      let best = 0;
      for (const { tokens, weight } of position.alternatives) {
        let sum = 0;
        for (const token of tokens) {
          sum += token.scores[token.postings.any]! * token.idf;
          possible.head ||= (token.postings.any & token.head) !== 0;
          if (position.first) possible.first ||= (token.postings.any & token.first) !== 0;
        }
        best = Math.max(best, sum * weight);
      }
      possible.score += best;
    }
    return possible;
  }

  let named = false;
  let firstWord = false;
  /** The position's score in the product in `slot` (0 when it does not match); sets `named` and `firstWord`. */
  function scoreAt(position: PositionMatch, slot: number): number {
    let best = 0;
    for (const { tokens, weight } of position.alternatives) {
      let sum = 0;
      for (const token of tokens) {
        const mask = maskAt(token, slot);
        const score = token.scores[mask]!;
        if (score === 0) {
          sum = 0;
          break;
        }
        sum += score * token.idf;
        if (mask & token.head) named = true;
        if (position.first && mask & token.first) firstWord = true;
      }
      if (sum * weight > best) best = sum * weight;
    }
    return best;
  }

  /** As scoreAt works it out, for a position of one word alone, from the word's own entry for the product. */
  function scoreOfEntry(
    position: PositionMatch,
    { tokens, weight }: AlternativeMatch,
    entry: number,
  ): number {
    const word = tokens[0]!;
    const mask = maskOf(entry);
    const score = word.scores[mask]!;
    if (score === 0) return 0;
    if (mask & word.head) named = true;
    if (position.first && mask & word.first) firstWord = true;
    return score * word.idf * weight;
  }

  /**
   * The groups of a position that is one word (one alternative of one token) with a long list, each
   * with the score its products get for the position: undefined for any other position.
   */
  function scoredGroups(position: PositionMatch): ScoredGroup[] | undefined {
    const only = position.alternatives.length === 1 ? position.alternatives[0]! : undefined;
    const token = only?.tokens.length === 1 ? only.tokens[0]! : undefined;
    if (!only || !token || token.postings.entries.length <= groupedList) return undefined;
    const { slots, masks, starts } = groupsOf(token.postings);
    return masks.flatMap((mask, g) => {
      // As scoreAt works it out.
      const score = token.scores[mask]! * token.idf * only.weight;
      if (score === 0) return [];
      const head = (mask & token.head) !== 0;
      const first = position.first && (mask & token.first) !== 0;
      return [{ slots, start: starts[g]!, end: starts[g + 1]!, score, head, first }];
    });
  }

  /**
   * Suggestions for two words, each with a long list: every pair of their groups scores one exact
   * score, so the pairs are read best first, each by intersecting its two groups' slots, until no
   * pair left can beat the last kept (a pair scoring the same only from an earlier slot).
   */
  function walkPairs(
    driver: readonly ScoredGroup[],
    other: readonly ScoredGroup[],
    exclusions: readonly Reading[],
    visit: (slot: number, score: number) => void,
    ranking: Ranking,
    scoreOf: (score: number, head: boolean, first: boolean) => number,
  ): void {
    const pairs: { a: ScoredGroup; b: ScoredGroup; score: number }[] = [];
    for (const a of driver)
      for (const b of other)
        pairs.push({ a, b, score: scoreOf(a.score + b.score, a.head || b.head, a.first || b.first) });
    pairs.sort((x, y) => y.score - x.score);
    for (const { a, b, score } of pairs) {
      if (score < ranking.floor()) return;
      // Groups whose slots do not overlap have nothing in common.
      if (a.slots[a.start]! > b.slots[b.end - 1]! || b.slots[b.start]! > a.slots[a.end - 1]!) continue;
      for (const exclusion of exclusions) exclusion.cursor = 0;
      let i = a.start;
      let j = b.start;
      pair: while (i < a.end && j < b.end) {
        const slot = a.slots[i]!;
        const otherSlot = b.slots[j]!;
        if (slot < otherSlot) i = seekSlot(a.slots, i + 1, otherSlot, a.end);
        else if (otherSlot < slot) j = seekSlot(b.slots, j + 1, slot, b.end);
        else {
          if (score <= ranking.floor() && slot >= ranking.lastSlot()) break;
          i++;
          j++;
          if (idBySlot[slot] === 0) continue;
          for (const exclusion of exclusions) if (equalsAny(maskAt(exclusion, slot))) continue pair;
          visit(slot, score);
        }
      }
    }
  }

  /**
   * Suggestions driven by one word's long list: its groups, those that could score most first, each
   * walked in slot order with the other words looked up, until no group left can beat the last kept.
   */
  function walkGroups(
    groups: readonly ScoredGroup[],
    rest: readonly PositionMatch[],
    ofRest: Possible,
    exclusions: readonly Reading[],
    visit: (slot: number, score: number) => void,
    ranking: Ranking,
    scoreOf: (score: number, head: boolean, first: boolean) => number,
  ): void {
    const reaching = groups
      .map((group) => ({
        ...group,
        reach:
          scoreOf(group.score + ofRest.score, group.head || ofRest.head, group.first || ofRest.first) *
          (1 + 1e-9),
      }))
      .sort((a, b) => b.reach - a.reach);
    const readings = [
      ...rest.flatMap(({ alternatives }) => alternatives.flatMap(({ tokens }) => tokens)),
      ...exclusions,
    ];
    for (const group of reaching) {
      if (group.reach < ranking.floor()) return;
      for (const reading of readings) reading.cursor = 0;
      const { slots, end } = group;
      group: for (let k = group.start; k < end;) {
        const slot = slots[k]!;
        // At best a tie with the last kept, which only an earlier slot wins.
        if (group.reach <= ranking.floor() && slot >= ranking.lastSlot()) break;
        k++;
        if (idBySlot[slot] === 0) continue;
        named = group.head;
        firstWord = group.first;
        let score = group.score;
        for (const position of rest) {
          const scored = scoreAt(position, slot);
          if (scored === 0) {
            const possible = nextPossibleSlot(position);
            if (possible > slot) k = seekSlot(slots, k, possible, end);
            continue group;
          }
          score += scored;
        }
        for (const exclusion of exclusions) if (equalsAny(maskAt(exclusion, slot))) continue group;
        visit(slot, scoreOf(score, named, firstWord));
      }
    }
  }

  /**
   * Visits the products meeting the plan and none of the excluded tokens, in slot order, with their
   * scores (as suggestions when `suggesting`). Given `floor`, the score a product must beat to
   * matter, a product that cannot beat it is passed over unread, and the walk ends once none can.
   */
  function walk(
    plan: QueryPlan,
    excluded: readonly string[],
    visit: (slot: number, score: number) => void,
    ranking?: Ranking,
  ): void {
    if (plan.positions.length === 0) return;
    // A word begun with one or two letters ("guard b") narrows the rest; alone ("to s") it is too vague to search.
    if (
      plan.positions.every(({ alternatives }) => alternatives.length > 0 && alternatives.every(isShortPrefix))
    )
      return;
    const positions = compile(plan);
    if (!positions) return;
    positions.sort((a, b) => a.size - b.size);
    const [driver, ...rest] = positions as [PositionMatch, ...PositionMatch[]];
    const suggesting = ranking?.suggesting ?? false;
    const scoreOf = (score: number, head: boolean, first: boolean) =>
      score * (head ? CATEGORY_HEAD_BOOST : 1) * (suggesting && first ? BEGINS_WITH_TYPED : 1);
    const ofRest = possibleOf(rest);
    const ofAll = possibleOf(positions);
    const mostPossible = scoreOf(ofAll.score, ofAll.head, ofAll.first);
    const exclusions = excluded.flatMap((token): Reading[] => {
      const list = postings.get(token);
      return list ? [{ entries: list.entries, cursor: 0 }] : [];
    });
    if (ranking) {
      // A long list read by its groups, the groups that could score most first (decision 171).
      const driverGroups = scoredGroups(driver);
      const restGroups = rest.length === 1 ? scoredGroups(rest[0]!) : undefined;
      if (driverGroups && restGroups)
        return walkPairs(driverGroups, restGroups, exclusions, visit, ranking, scoreOf);
      if (driverGroups) return walkGroups(driverGroups, rest, ofRest, exclusions, visit, ranking, scoreOf);
    }
    // The candidates: the slots of each alternative's shortest list, merged as the walk goes.
    const lists = driver.alternatives.map(({ tokens }) => shortestOf(tokens).postings.entries);
    const cursors = lists.map(() => 0);
    // A driver of one word alone is scored from the entry the walk reads, with no lookup (decision 184).
    const [only, ...others] = driver.alternatives;
    const alone = others.length === 0 && only!.tokens.length === 1 ? only : undefined;
    next: for (;;) {
      let slot = SLOT_LIMIT;
      let read = 0;
      for (let k = 0; k < lists.length; k++) {
        const entry = lists[k]![cursors[k]!];
        if (entry !== undefined && slotOf(entry) < slot) {
          slot = slotOf(entry);
          read = entry;
        }
      }
      if (slot === SLOT_LIMIT) return;
      for (let k = 0; k < lists.length; k++) {
        const entry = lists[k]![cursors[k]!];
        if (entry !== undefined && slotOf(entry) === slot) cursors[k] = cursors[k]! + 1;
      }
      if (idBySlot[slot] === 0) continue;
      named = false;
      firstWord = false;
      let score = alone ? scoreOfEntry(driver, alone, read) : scoreAt(driver, slot);
      if (score === 0) continue;
      if (
        ranking &&
        scoreOf(score + ofRest.score, named || ofRest.head, firstWord || ofRest.first) * (1 + 1e-9) <=
          ranking.floor()
      )
        continue;
      for (const position of rest) {
        const scored = scoreAt(position, slot);
        if (scored === 0) {
          // Leapfrog: no candidate before the position's next possible product can match it either.
          const possible = nextPossibleSlot(position);
          if (possible > slot)
            for (let k = 0; k < lists.length; k++) cursors[k] = seek(lists[k]!, cursors[k]!, possible);
          continue next;
        }
        score += scored;
      }
      for (const exclusion of exclusions) if (equalsAny(maskAt(exclusion, slot))) continue next;
      visit(slot, scoreOf(score, named, firstWord));
      // Nothing later can beat what is kept.
      if (ranking && ranking.floor() >= mostPossible * (1 - 1e-9)) return;
    }
  }

  return {
    put(added) {
      for (const document of added) drop(document.id);
      const building = ordered < 0;
      if (building) ordered = idBySlot.length + added.length;
      // Each list touched grows once a put, however many of its products were filed.
      const adding = new Map<Postings, number[]>();
      for (const document of added) file(document, adding);
      for (const [list, entries] of adding) list.entries = appended(list.entries, entries);
      // At a build, every long list's top and groups now, rather than at the first shopper's keystroke.
      if (building)
        for (const list of postings.values()) {
          if (list.entries.length > LONG_LIST) topOf(list);
          if (list.entries.length > groupedList) groupsOf(list);
        }
    },

    remove(ids) {
      for (const id of ids) drop(id);
    },

    search(plan, excluded = []) {
      // Written into arrays kept for every search, then copied out at their length: a walk of tens of
      // thousands of hits grows no list and leaves one small array of each behind (decision 184).
      let found = 0;
      walk(plan, excluded, (slot, score) => {
        if (found === hitIds.length) growHits();
        hitIds[found] = idBySlot[slot]!;
        hitScores[found++] = score;
      });
      return { ids: hitIds.slice(0, found), scores: hitScores.slice(0, found) };
    },

    best(plan, limit, excluded = []) {
      const alone = excluded.length === 0 && limit <= TOP_KEPT ? typedAlone(plan) : undefined;
      const list = alone === undefined ? undefined : postings.get(alone);
      if (alone !== undefined && (!list || list.count === 0)) return [];
      if (list && list.entries.length > LONG_LIST)
        return topOf(list)
          .slice(0, limit)
          .map((entry) => idBySlot[slotOf(entry)]!);
      // Among equals the earlier slot (the more popular product) stays ahead.
      const chosen = bestKept<{ slot: number; score: number }>(
        limit,
        (a, b) => b.score - a.score || a.slot - b.slot,
      );
      const floor = () => chosen.last()?.score ?? -Infinity;
      const lastSlot = () => chosen.last()?.slot ?? SLOT_LIMIT;
      // Only a product that would be kept becomes an object.
      const visit = (slot: number, score: number) => {
        const last = chosen.last();
        if (!last || score > last.score || (score === last.score && slot < last.slot))
          chosen.offer({ slot, score });
      };
      walk(plan, excluded, visit, { suggesting: true, floor, lastSlot });
      return chosen.kept.map(({ slot }) => idBySlot[slot]!);
    },

    learn(words) {
      for (const [word, uses] of words) vocabulary.add(word, uses);
    },

    uses: (term) => vocabulary.get(term),

    lookalikes: (term, distance) => vocabulary.lookalikes(term, distance),

    get size() {
      return documents.size;
    },

    get disordered() {
      return Math.max(0, idBySlot.length - ordered);
    },
  };
}

/** The shopper's own words rank above what a synonym or a nickname stands for, a nickname's first size above its others. */
function weightOf(
  source: QueryAlternative["source"],
  at: number,
  alternatives: readonly QueryAlternative[],
): number {
  if (source === "typed" || source === "size") return 1;
  if (source !== "nickname") return OTHER_WORDS_WEIGHT;
  const first = alternatives.findIndex((alternative) => alternative.source === "nickname");
  return at === first ? OTHER_WORDS_WEIGHT : OTHER_WORDS_WEIGHT * LATER_NICKNAME_WEIGHT;
}

/**
 * The first slot at which the position could still match, from where its readings have got to: an
 * alternative needs every one of its tokens, so it can match no sooner than its furthest reading.
 */
function nextPossibleSlot(position: PositionMatch): number {
  let least = SLOT_LIMIT;
  for (const { tokens } of position.alternatives) {
    let furthest = 0;
    for (const { entries, cursor } of tokens) {
      const entry = entries[cursor];
      furthest = Math.max(furthest, entry === undefined ? SLOT_LIMIT : slotOf(entry));
    }
    least = Math.min(least, furthest);
  }
  return least;
}

/** The token with the fewest products: the list to walk. */
const shortestOf = (tokens: readonly TokenMatch[]) =>
  tokens.reduce((a, b) => (b.postings.count < a.postings.count ? b : a));

const isShortPrefix = ({ prefix, tokens }: QueryAlternative) =>
  prefix && tokens.length === 1 && tokens[0]!.length <= SHORT_PREFIX_LENGTH;
