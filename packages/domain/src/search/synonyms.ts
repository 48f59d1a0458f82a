/**
 * issue 13: the trade's other names for things ("ply" is plywood, "dpc" is damp proof course), and
 * the brands and grades a search must know as words. The default table is what a UK builders'
 * merchant needs on day one; the catalogue data extends it (the server loads extra groups from the
 * database and builds one index from both).
 */
import { CONNECTING_WORDS } from "./fold.ts";
import { readTerms, type Term } from "./terms.ts";
import { termTokens } from "./trade-words.ts";

/**
 * Words or phrases for one thing. Every group makes its terms known words (never spelling-
 * corrected) and a query for any term also finds the others. "synonyms" groups say what the trade
 * calls a product; "brand" and "grade" groups usually hold one term (spellings of one brand):
 * knowing the word is their job, and a brand or grade is never another's synonym (C16 is not C24).
 */
export type SynonymGroup = {
  readonly terms: readonly string[];
  readonly kind: "synonyms" | "brand" | "grade";
};

const same = (...terms: string[]): SynonymGroup => ({ terms, kind: "synonyms" });
const brand = (...terms: string[]): SynonymGroup => ({ terms, kind: "brand" });
const grade = (term: string): SynonymGroup => ({ terms: [term], kind: "grade" });

/** Decision 131 explains the choices; the catalogue data adds its own groups. */
export const DEFAULT_SYNONYMS: readonly SynonymGroup[] = [
  // Sheet materials
  same("plywood", "ply"),
  same("mdf", "medium density fibreboard", "medium density fiberboard"),
  same("osb", "osb3", "osb 3", "oriented strand board", "sterling board", "stirling board"),
  same("chipboard", "particle board", "particleboard"),
  same("mr", "moisture resistant"),
  same("fr", "fire resistant", "fire rated"),
  same("plasterboard", "plaster board", "gypsum board", "drywall"),
  same("dry lining", "drylining"),
  // Stoves
  same("log burner", "wood burner", "woodburner", "wood burning stove", "wood burning stoves"),
  // Timber
  same("pse", "planed square edge"),
  same("par", "planed all round"),
  same("cls", "canadian lumber standard"),
  same("tongue and groove", "t&g"),
  same("lvl", "laminated veneer lumber"),
  same("glulam", "glued laminated timber"),
  same("i joist", "ijoist", "engineered joist"),
  same("fence", "fencing"),
  same("gravel board", "kick board"),
  // Building materials
  same("dpc", "damp proof course"),
  same("dpm", "damp proof membrane"),
  same("pir", "polyisocyanurate"),
  same("eps", "expanded polystyrene"),
  same("xps", "extruded polystyrene"),
  same("mineral wool", "stone wool", "rock wool"),
  same("loft roll", "loft insulation"),
  same("concrete block", "breeze block", "breezeblock", "cinder block"),
  same("aircrete", "aerated block", "aerated concrete block"),
  same("lintel", "lintol"),
  same("rsj", "steel beam", "universal beam"),
  same("type 1", "mot type 1", "mot", "sub base", "subbase"),
  same("opc", "ordinary portland cement", "portland cement"),
  same("post mix", "postmix"),
  same("sill", "cill"),
  // Plumbing and drainage
  same("upvc", "pvcu"),
  same("gutter", "guttering"),
  same("downpipe", "down pipe", "rainwater pipe"),
  same("svp", "soil vent pipe", "soil pipe"),
  same("mdpe", "medium density polyethylene", "blue pipe"),
  same("toilet", "wc", "loo"),
  same("radiator", "rad"),
  // Fixings and finishes
  same("wall plug", "rawl plug"),
  same("coach screw", "lag screw", "lag bolt"),
  same("grab adhesive", "no more nails", "no nails"),
  same("expanding foam", "spray foam", "pu foam"),
  same("galvanised", "galvanized", "galv"),
  same("stainless steel", "stainless", "ss"),
  same("hi vis", "high vis", "high visibility"),
  // Strength and sheet grades: known words, each its own
  grade("c16"),
  grade("c24"),
  grade("p5"),
  // Brands: known words, never corrected into another word ("kingspan" is not "kingsbury")
  brand("kingspan"),
  brand("celotex"),
  brand("knauf"),
  brand("rockwool"),
  brand("british gypsum"),
  brand("gyproc"),
  brand("marley"),
  brand("marshalls"),
  brand("evo-stik", "evostik"),
  brand("thermalite"),
  brand("rawlplug"),
];

/** The terms a query may stand for, looked up by the key of the words typed. */
export type SynonymIndex = {
  /** A term's key (its tokens without connecting words, joined by spaces) → every term of its group, as tokens. */
  readonly groups: ReadonlyMap<string, readonly (readonly string[])[]>;
  /** The longest key, in tokens: how many words of a query can form one term. */
  readonly longestTerm: number;
  /** Every token of every term: words the catalogue knows, whatever its products say. */
  readonly knownWords: ReadonlySet<string>;
};

/** The token of a term that a phrase is matched on; a compound counts as one word ("pvc-u" → "pvcu"). */
export function phraseToken(term: Term): string | undefined {
  return term.kind === "separator" ? undefined : term.token;
}

/** A term's tokens, without connecting words ("tongue and groove" → tongue, groove). */
function keyTokens(text: string): string[] {
  const tokens = readTerms(text).terms.flatMap((term) => phraseToken(term) ?? []);
  const meaningful = tokens.filter((token) => !CONNECTING_WORDS.has(token));
  return meaningful.length > 0 ? meaningful : tokens;
}

/**
 * One lookup from the default table and the catalogue's own groups. Groups that share a term are
 * merged ("ply"/"plywood" and a shop's "ply"/"plyboard" make one group of three). Blank terms are
 * ignored, so a half-filled row of the shop's table does no harm.
 */
export function synonymIndex(
  extraGroups: readonly SynonymGroup[] = [],
  base: readonly SynonymGroup[] = DEFAULT_SYNONYMS,
): SynonymIndex {
  const tokensOf = new Map<string, string[]>();
  const parent = new Map<string, string>();
  const root = (key: string): string => {
    let at = key;
    while (parent.get(at) !== at) at = parent.get(at)!;
    return at;
  };
  const knownWords = new Set<string>();
  for (const group of [...base, ...extraGroups]) {
    const keys: string[] = [];
    for (const term of group.terms) {
      const tokens = keyTokens(term);
      if (tokens.length === 0) continue;
      const key = tokens.join(" ");
      if (!tokensOf.has(key)) {
        tokensOf.set(key, tokens);
        parent.set(key, key);
      }
      keys.push(key);
      for (const token of readTerms(term).terms.flatMap(termTokens)) knownWords.add(token);
    }
    for (const key of keys.slice(1)) parent.set(root(key), root(keys[0]!));
  }
  const members = new Map<string, string[][]>();
  for (const [key, tokens] of tokensOf) {
    const group = members.get(root(key)) ?? [];
    group.push(tokens);
    members.set(root(key), group);
  }
  const groups = new Map<string, readonly (readonly string[])[]>();
  for (const key of tokensOf.keys()) groups.set(key, members.get(root(key))!);
  const longestTerm = Math.max(0, ...[...tokensOf.values()].map((tokens) => tokens.length));
  return { groups, longestTerm, knownWords };
}
