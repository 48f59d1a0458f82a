/**
 * The search relevance suite (issue 13 "Proof"): every trade query of queries.ts against the
 * catalogue a newcomer's `npm start` seeds, one test per query for search and, where the row says
 * so, for autocomplete. At the end it prints precision in the first five results over the whole
 * table, e.g. `search relevance: 87 queries, precision@5 0.83`, by kind of query, and the queries
 * that fail (the search's to-do list). See queries.ts for what a row means and how it is judged.
 */
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../src/config.ts";
import type { Database } from "../../src/db/client.ts";
import { seedDatabase } from "../../src/modules/demo/index.ts";
import { buildTestApp } from "../build-test-app.ts";
import { RELEVANCE_CASES, type QueryKind, type RelevanceCase } from "./queries.ts";
import {
  categoryTree,
  DEFAULT_AT_LEAST,
  describeResults,
  FIRST,
  isRelevant,
  isWantedCategory,
  judge,
  mean,
  type CategoryTree,
  type JudgedProduct,
} from "./relevance.ts";

/** The demo catalogue `npm start` makes on an empty database (its default seed and size); fewer branches, which products do not depend on. */
const DEMO_CATALOGUE = { ...loadConfig({}).seed, branches: 8 };

let app: FastifyInstance;
let database: Database;
let tree: CategoryTree;
let catalogue: JudgedProduct[];

beforeAll(async () => {
  app = await buildTestApp({
    prepare: async (prepared) => {
      database = prepared;
      await seedDatabase(prepared, DEMO_CATALOGUE);
    },
  });
  const categories = await database.rows<{ slug: string; parentSlug: string | null }>(
    sql`select c.slug, parent.slug as "parentSlug" from categories c
      left join categories parent on parent.id = c.parent_id`,
  );
  tree = categoryTree(categories);
  catalogue = await database.rows<JudgedProduct>(
    sql`select p.name, p.manufacturer, c.slug as "categorySlug" from products p
      join categories c on c.id = p.category_id where p.active`,
  );
});

type Suggestions = { products: JudgedProduct[]; categories: { slug: string; name: string }[] };
type Results = { items: JudgedProduct[]; total: number; query: string; correctedFrom?: string };

const searchPrecision = new Map<string, { kind: QueryKind; precision: number }>();
const autocompletePrecision = new Map<string, number>();
const failed: string[] = [];

async function getJson<T>(path: string, text: string): Promise<T> {
  const response = await app.inject({ url: `${path}?q=${encodeURIComponent(text)}` });
  expect(response.statusCode, `${path}?q=${text} answered ${response.statusCode}`).toBe(200);
  return response.json<T>();
}

const atLeastOf = (row: RelevanceCase) => row.atLeast ?? DEFAULT_AT_LEAST;

afterAll(async () => {
  await app?.close();
  if (searchPrecision.size === 0) return;
  const kinds = [...new Set(RELEVANCE_CASES.map((row) => row.kind))];
  const byKind = kinds.map((kind) => {
    const values = [...searchPrecision.values()].filter((entry) => entry.kind === kind);
    return `${kind} ${mean(values.map((entry) => entry.precision)).toFixed(2)} (${values.length})`;
  });
  const lines = [
    `search relevance: ${searchPrecision.size} queries, precision@${FIRST} ${mean([...searchPrecision.values()].map((entry) => entry.precision)).toFixed(2)}`,
    `  by kind: ${byKind.join(", ")}`,
  ];
  if (autocompletePrecision.size > 0) {
    lines.push(
      `autocomplete relevance: ${autocompletePrecision.size} queries with product expectations, precision@${FIRST} ${mean([...autocompletePrecision.values()]).toFixed(2)}`,
    );
  }
  lines.push(failed.length === 0 ? "every query met its expectation" : `failing: ${failed.join(" | ")}`);
  console.log(lines.join("\n"));
});

describe("the demo catalogue holds every row's answer", () => {
  it.each(RELEVANCE_CASES)("$query: at least five relevant products exist", (row) => {
    const relevant = catalogue.filter((product) => isRelevant(row.relevant, product, tree));
    expect(relevant.length).toBeGreaterThanOrEqual(Math.max(FIRST, atLeastOf(row)));
    for (const slug of [...(row.relevant.categories ?? []), ...(row.autocomplete?.categories ?? [])])
      expect(tree.has(slug), `category ${slug}`).toBe(true);
  });

  it("has at least 60 distinct queries (issue 13)", () => {
    expect(new Set(RELEVANCE_CASES.map((row) => row.query)).size).toBe(RELEVANCE_CASES.length);
    expect(RELEVANCE_CASES.length).toBeGreaterThanOrEqual(60);
  });
});

// issue 13: sizes, trade words, known makers never corrected, misspellings — the first five results.
describe("GET /api/search: the first five results", () => {
  it.each(RELEVANCE_CASES)("$query → $wants", async (row) => {
    searchPrecision.set(row.query, { kind: row.kind, precision: 0 });
    let met = false;
    try {
      const body = await getJson<Results>("/api/search", row.query);
      const judgement = judge(row.relevant, body.items, tree, atLeastOf(row));
      searchPrecision.set(row.query, { kind: row.kind, precision: judgement.precision });
      const shown = `search "${row.query}" (searched for "${body.query}", ${body.total} found) should show ${row.wants}: the first relevant and at least ${atLeastOf(row)} of ${FIRST}\n${describeResults(row.relevant, body.items, tree)}`;
      expect(judgement.met, shown).toBe(true);
      if (row.asTyped)
        expect(body.correctedFrom, `"${row.query}" is the catalogue's own word`).toBeUndefined();
      met = true;
    } finally {
      if (!met) failed.push(`search "${row.query}"`);
    }
  });
});

// issue 13: autocomplete and full search use the same index and agree.
describe("GET /api/search/autocomplete: suggestions as typed", () => {
  const rows = RELEVANCE_CASES.filter((row) => row.autocomplete);

  it.each(rows)("$query → $wants", async (row) => {
    const wanted = row.autocomplete!;
    if (wanted.products) autocompletePrecision.set(row.query, 0);
    let met = false;
    try {
      const body = await getJson<Suggestions>("/api/search/autocomplete", row.query);
      if (wanted.products) {
        const judgement = judge(row.relevant, body.products, tree, atLeastOf(row));
        autocompletePrecision.set(row.query, judgement.precision);
        const shown = `autocomplete "${row.query}" should suggest ${row.wants} first\n${describeResults(row.relevant, body.products, tree)}`;
        expect(judgement.met, shown).toBe(true);
      }
      if (wanted.categories) {
        const suggested = body.categories.map((category) => category.slug);
        const found = suggested.some((slug) => isWantedCategory(wanted.categories!, slug, tree));
        expect(
          found,
          `autocomplete "${row.query}" suggested categories [${suggested.join(", ")}], wanted one of [${wanted.categories.join(", ")}] or below`,
        ).toBe(true);
      }
      met = true;
    } finally {
      if (!met) failed.push(`autocomplete "${row.query}"`);
    }
  });
});
