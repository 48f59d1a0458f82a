/**
 * issue 13: reading a product title or a query into terms — words, numbers, measures ("12.5mm",
 * "2.4 m", "25kg") and sizes ("47 x 100mm", "4x2", "2440 x 1220 x 18mm") — however the size is
 * spelled. The index's tokens (trade-words.ts) and a query's plan (query-plan.ts) are both made
 * from these terms, so titles and queries meet in the same tokens.
 */
import { foldText, formatNumber, normaliseNumber, singular } from "./fold.ts";
import { nicknameSizes, sizeToken } from "./sizes.ts";
import { quantityUnit, sizeUnit, type SizeUnit } from "./units.ts";

/** Where a term stands in the folded text. */
type Span = { start: number; end: number };

/** A word as written ("screws", "c24", "osb3"); its token is the singular ("screw"). */
export type WordTerm = Span & { kind: "word"; written: string; token: string };

/** A number on its own, in one spelling ("12.50" → "12.5"). */
export type NumberTerm = Span & { kind: "number"; token: string };

/**
 * A number with its unit. A length's token is in millimetres ("2.4 m" → "2400mm"); its numbers are
 * the bare forms a query may type without the unit ("2400", "2.4").
 */
export type MeasureTerm = Span & { kind: "measure"; token: string; numbers: readonly string[] };

/**
 * Two or three numbers joined by "x", "by" or "×". A metric size's numbers are millimetres in the
 * order written ("100 x 47mm" → 100, 47) and its token is smallest first ("47x100"). A nickname
 * ("4x2", "8ft x 4ft") keeps its own numbers and lists the metric sizes it stands for.
 */
export type SizeTerm = Span & {
  kind: "size";
  token: string;
  numbers: readonly string[];
  metric: boolean;
  nickname: readonly string[];
  /** Numbers as written when a unit changed them ("2.4" of "2.4 x 1.2m"); a size in feet, each side in feet ("6ft"). */
  written: readonly string[];
};

/** Words joined by hyphens ("pre-stressed", "pvc-u"): found as the parts and as one word. */
export type CompoundTerm = Span & {
  kind: "compound";
  parts: readonly WordTerm[];
  written: string;
  token: string;
};

/** A lone "x" between or after numbers: no meaning of its own. */
export type SeparatorTerm = Span & { kind: "separator" };

export type Term = WordTerm | NumberTerm | MeasureTerm | SizeTerm | CompoundTerm | SeparatorTerm;

type Atom = Span & { text: string; numeric: boolean };

const ATOM = /[0-9]+(?:\.[0-9]+)?|\p{L}+/gu;

/** The folded text and its terms in order. */
export function readTerms(text: string): { folded: string; terms: Term[] } {
  const folded = foldText(text);
  const atoms: Atom[] = [...folded.matchAll(ATOM)].map((match) => ({
    text: match[0],
    start: match.index,
    end: match.index + match[0].length,
    numeric: /^[0-9]/.test(match[0]),
  }));
  return { folded, terms: joinCompounds(new Reader(folded, atoms).terms(), folded) };
}

/** Word token: the singular, unless the word holds a digit. */
function wordToken(written: string): string {
  return /[0-9]/.test(written) ? written : singular(written);
}

type ImperialUnit = Extract<SizeUnit, { kind: "imperial" }>;

type Dimension = { written: string; unit: SizeUnit | undefined; next: number; separatorTaken: boolean };

class Reader {
  constructor(
    private readonly folded: string,
    private readonly atoms: readonly Atom[],
  ) {}

  terms(): Term[] {
    const terms: Term[] = [];
    let i = 0;
    while (i < this.atoms.length) {
      const structured = this.atoms[i]!.numeric ? (this.size(i) ?? this.measure(i)) : undefined;
      if (structured !== undefined) {
        terms.push(structured.term);
        i = structured.next;
        continue;
      }
      let j = i + 1;
      while (j < this.atoms.length && this.glued(j)) j++;
      terms.push(this.plain(i, j));
      i = j;
    }
    return terms;
  }

  /** Atom `i` touches the one before it ("c" and "24" of "c24"). */
  private glued(i: number): boolean {
    return i > 0 && this.atoms[i - 1]!.end === this.atoms[i]!.start;
  }

  /** Only spaces (or nothing) between atoms `i - 1` and `i`; inch and foot marks count as spaces (4" x 2"). */
  private spaced(i: number): boolean {
    return /^[\s"'′”’]*$/.test(this.folded.slice(this.atoms[i - 1]!.end, this.atoms[i]!.start));
  }

  /** A structure may not run on into letters or digits that touch it ("10m2" is a word, not 10m). */
  private endsCleanly(next: number): boolean {
    return next >= this.atoms.length || !this.glued(next);
  }

  private span(from: number, to: number): Span {
    return { start: this.atoms[from]!.start, end: this.atoms[to - 1]!.end };
  }

  /** The atoms from..to as a word, a number or a lone separator. */
  private plain(from: number, to: number): Term {
    const written = this.atoms
      .slice(from, to)
      .map((atom) => atom.text)
      .join("");
    const span = this.span(from, to);
    if (to - from === 1 && this.atoms[from]!.numeric)
      return { kind: "number", token: normaliseNumber(written), ...span };
    if (written === "x") return { kind: "separator", ...span };
    return { kind: "word", written, token: wordToken(written), ...span };
  }

  /** The number at `p` and the size unit written after it ("100mm", "4.8 m", "2in"); "mmx" holds the "x" too. */
  private dimension(p: number): Dimension {
    const atom = this.atoms[p]!;
    const after = this.atoms[p + 1];
    if (after === undefined || after.numeric || !this.spaced(p + 1))
      return { written: atom.text, unit: undefined, next: p + 1, separatorTaken: false };
    const unit = sizeUnit(after.text);
    if (unit !== undefined) return { written: atom.text, unit, next: p + 2, separatorTaken: false };
    const unitThenX = after.text.endsWith("x") ? sizeUnit(after.text.slice(0, -1)) : undefined;
    if (unitThenX !== undefined && this.atoms[p + 2]?.numeric === true)
      return { written: atom.text, unit: unitThenX, next: p + 2, separatorTaken: true };
    return { written: atom.text, unit: undefined, next: p + 1, separatorTaken: false };
  }

  /** "x" or "by" between two numbers, spaces allowed either side: the position of the next number. */
  private separatorAfter(dimension: Dimension): number | undefined {
    if (dimension.separatorTaken) return dimension.next;
    const p = dimension.next;
    const separator = this.atoms[p];
    const following = this.atoms[p + 1];
    if (separator === undefined || following === undefined || !following.numeric) return undefined;
    if (separator.text !== "x" && separator.text !== "by") return undefined;
    return this.spaced(p) && this.spaced(p + 1) ? p + 1 : undefined;
  }

  private size(i: number): { term: SizeTerm; next: number } | undefined {
    const dimensions = [this.dimension(i)];
    while (dimensions.length < 3) {
      const at = this.separatorAfter(dimensions.at(-1)!);
      if (at === undefined) break;
      dimensions.push(this.dimension(at));
    }
    const next = dimensions.at(-1)!.next;
    if (dimensions.length < 2 || !this.endsCleanly(next)) return undefined;
    return { term: { kind: "size", ...sizeOf(dimensions), ...this.span(i, next) }, next };
  }

  private measure(i: number): { term: MeasureTerm; next: number } | undefined {
    const unitAtom = this.atoms[i + 1];
    if (unitAtom === undefined || unitAtom.numeric || !this.spaced(i + 1) || !this.endsCleanly(i + 2))
      return undefined;
    const number = normaliseNumber(this.atoms[i]!.text);
    const span = this.span(i, i + 2);
    const length = sizeUnit(unitAtom.text);
    if (length?.kind === "length") {
      const mm = formatNumber(Number(number) * length.mm);
      const numbers = mm === number ? [mm] : [mm, number];
      return { term: { kind: "measure", token: `${mm}mm`, numbers, ...span }, next: i + 2 };
    }
    const unit = quantityUnit(unitAtom.text);
    if (unit === undefined) return undefined;
    return { term: { kind: "measure", token: `${number}${unit}`, numbers: [number], ...span }, next: i + 2 };
  }
}

/**
 * The numbers of a size in millimetres. A number without a unit takes the next unit written after
 * it ("2.4 x 1.2m": both metres), else the one before it; but metres reach only numbers under 10,
 * as lengths in metres are ("47 x 100 x 3.6m" is 47mm by 100mm by 3.6m). With no unit at all the
 * numbers are millimetres, unless they are an imperial nickname ("4x2").
 */
function sizeOf(dimensions: readonly Dimension[]): Omit<SizeTerm, "kind" | keyof Span> {
  const written = dimensions.map((d) => normaliseNumber(d.written));
  const units = dimensions.map((d, k) => {
    const borrowed =
      dimensions.slice(k + 1).find((n) => n.unit)?.unit ??
      dimensions.slice(0, k).findLast((n) => n.unit)?.unit;
    return (
      d.unit ??
      (borrowed?.kind === "length" && borrowed.mm === 1000 && Number(d.written) >= 10 ? undefined : borrowed)
    );
  });
  const imperial = units.find((unit): unit is ImperialUnit => unit?.kind === "imperial");
  const bare = units.every((unit) => unit === undefined);
  const nickname = imperial
    ? nicknameSizes(written, imperial.of)
    : bare
      ? nicknameSizes(written, "bare")
      : [];
  if (imperial !== undefined || nickname.length > 0) {
    // A size in feet is a panel or a sheet, never a timber nickname: "6ft x 2ft" trellis is not
    // 6x2 timber. It keeps its unit, and each side is a measure of its own ("6ft fence panel").
    const feet = imperial?.of === "foot";
    const inFeet = sizeToken(written)
      .split("x")
      .map((n) => `${n}ft`)
      .join("x");
    const token = feet && nickname.length === 0 ? inFeet : sizeToken(written);
    return {
      token,
      numbers: written,
      metric: false,
      nickname,
      written: feet ? written.map((n) => `${n}ft`) : [],
    };
  }
  const numbers = written.map((n, k) => {
    const unit = units[k];
    return unit?.kind === "length" && unit.mm !== 1 ? formatNumber(Number(n) * unit.mm) : n;
  });
  return {
    token: sizeToken(numbers),
    numbers,
    metric: true,
    nickname: [],
    written: written.filter((n) => !numbers.includes(n)),
  };
}

/** Words joined by a hyphen and nothing else become one compound term. */
function joinCompounds(terms: readonly Term[], folded: string): Term[] {
  const joined: Term[] = [];
  for (const term of terms) {
    const previous = joined.at(-1);
    const hyphenated = previous !== undefined && folded.slice(previous.end, term.start) === "-";
    if (hyphenated && term.kind === "word" && (previous.kind === "word" || previous.kind === "compound")) {
      const parts = previous.kind === "word" ? [previous, term] : [...previous.parts, term];
      const written = parts.map((part) => part.written).join("");
      joined[joined.length - 1] = {
        kind: "compound",
        parts,
        written,
        token: wordToken(written),
        start: previous.start,
        end: term.end,
      };
    } else joined.push(term);
  }
  return joined;
}
