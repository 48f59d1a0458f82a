/**
 * The shop's calculators (issue 16; spec/1 §9 stove size, spec/2 §5, §9 aggregate, brick and unit
 * converter): each a page of its own under /calculators, its sums the domain's rules.
 */
export const CALCULATORS = {
  "stove-size": {
    title: "Stove size calculator",
    summary: "How powerful a stove your room needs, from its width, length and height.",
  },
  aggregate: {
    title: "Aggregate calculator",
    summary: "How much sand, gravel or slate an area takes, in bulk bags and 25 kg bags.",
  },
  brick: {
    title: "Brick calculator",
    summary: "How many bricks a wall of a given area takes, by brick size.",
  },
  "unit-converter": {
    title: "Unit converter",
    summary: "Lengths in millimetres, centimetres, inches and feet.",
  },
} as const;

export type CalculatorSlug = keyof typeof CALCULATORS;
export const CALCULATOR_SLUGS = Object.keys(CALCULATORS) as CalculatorSlug[];

export function isCalculatorSlug(slug: string | undefined): slug is CalculatorSlug {
  return CALCULATOR_SLUGS.some((known) => known === slug);
}

/** The values a calculator's form was sent with (a GET form, so the page works without JavaScript). */
export type SentValues<Name extends string = string> = Readonly<Record<Name, string>>;

/** The fields a calculator's form names, read from the page's address; a form not sent is null. */
export function sentValues<const Name extends string>(
  url: URL,
  names: readonly Name[],
): SentValues<Name> | null {
  if (!names.some((name) => url.searchParams.has(name))) return null;
  return Object.fromEntries(
    names.map((name) => [name, url.searchParams.get(name) ?? ""]),
  ) as SentValues<Name>;
}
