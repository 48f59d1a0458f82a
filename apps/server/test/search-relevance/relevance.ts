/**
 * How the relevance suite judges an answer (issue 13 "Proof"): which products count as relevant to
 * a query, whether the first five results meet the query's expectation, and precision in the
 * first five (the share of the first five places holding a relevant product; an empty place
 * counts as not relevant, so a search that finds too little scores low too).
 */

/** What makes a product relevant to a query: every criterion given must hold. */
export type Relevant = {
  /** The product sits in one of these categories (any level) or below one of them. */
  categories?: readonly string[];
  /** The product's name matches. */
  name?: RegExp;
  /** The product's manufacturer matches. */
  manufacturer?: RegExp;
};

/** The fields of a product (a search result, a suggestion or a catalogue row) the judgement reads. */
export type JudgedProduct = { name: string; manufacturer: string; categorySlug: string };

/** The first results the suite looks at: what a shopper sees without scrolling. */
export const FIRST = 5;

/** Unless a query says otherwise, at least this many of the first five must be relevant. */
export const DEFAULT_AT_LEAST = 3;

/** Each category slug with the slugs of every category at or below it. */
export type CategoryTree = ReadonlyMap<string, ReadonlySet<string>>;

export function categoryTree(
  categories: readonly { slug: string; parentSlug: string | null }[],
): CategoryTree {
  const parentOf = new Map(categories.map((category) => [category.slug, category.parentSlug]));
  const below = new Map<string, Set<string>>(categories.map((category) => [category.slug, new Set()]));
  for (const { slug } of categories) {
    for (let at: string | null | undefined = slug; at; at = parentOf.get(at)) below.get(at)?.add(slug);
  }
  return below;
}

export function isRelevant(relevant: Relevant, product: JudgedProduct, tree: CategoryTree): boolean {
  if (relevant.name && !relevant.name.test(product.name)) return false;
  if (relevant.manufacturer && !relevant.manufacturer.test(product.manufacturer)) return false;
  if (relevant.categories) {
    const inside = relevant.categories.some((slug) => tree.get(slug)?.has(product.categorySlug));
    if (!inside) return false;
  }
  return true;
}

/** A category suggestion is wanted when it is one of the categories named or below one of them. */
export function isWantedCategory(wanted: readonly string[], slug: string, tree: CategoryTree): boolean {
  return wanted.some((category) => tree.get(category)?.has(slug));
}

export type Judgement = {
  /** Relevant or not, for each of the first five places that holds a product. */
  places: boolean[];
  relevantCount: number;
  precision: number;
  /** The first result is relevant and at least `atLeast` of the first five are. */
  met: boolean;
};

export function judge(
  relevant: Relevant,
  products: readonly JudgedProduct[],
  tree: CategoryTree,
  atLeast: number,
): Judgement {
  const places = products.slice(0, FIRST).map((product) => isRelevant(relevant, product, tree));
  const relevantCount = places.filter(Boolean).length;
  return {
    places,
    relevantCount,
    precision: relevantCount / FIRST,
    met: places[0] === true && relevantCount >= atLeast,
  };
}

/** One line per product, marking the relevant ones, for a failure's message. */
export function describeResults(
  relevant: Relevant,
  products: readonly JudgedProduct[],
  tree: CategoryTree,
): string {
  if (products.length === 0) return "  (nothing found)";
  return products
    .slice(0, FIRST)
    .map(
      (product, place) =>
        `  ${place + 1}. ${isRelevant(relevant, product, tree) ? "✓" : "✗"} ${product.name} (${product.manufacturer}; ${product.categorySlug})`,
    )
    .join("\n");
}

export const mean = (values: readonly number[]): number =>
  values.length === 0 ? Number.NaN : values.reduce((sum, value) => sum + value, 0) / values.length;
