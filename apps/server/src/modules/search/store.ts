/**
 * Search SQL: product titles matching what is being typed, and the closest known words for a
 * misspelt one (pg_trgm over the search_vocabulary view of migration 0002).
 */
import { sql, type SQL } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import type { WordCandidate } from "./spelling.ts";

/** Name (stemmed and plain) and part number as text-search words, stored with each product (migration 0005). */
const TITLE_VECTOR = sql`p.title_vector`;

/**
 * Autocomplete ranks the most popular matches only: ranking every product that contains "tim"
 * would read thousands of rows for six suggestions.
 */
const CANDIDATES = 60;

/** How many look-alike words a misspelling is weighed against. */
const SIMILAR_WORDS = 8;

/** Finished words match by their English stem; the word being typed by the beginning of either form. */
function titleQuery(finished: string, prefix: string): SQL {
  const typed = `${prefix}:*`;
  return sql`(plainto_tsquery('english', ${finished}) && (to_tsquery('english', ${typed}) || to_tsquery('simple', ${typed})))`;
}

function likePattern(text: string): string {
  return `${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

export function createSearchStore(database: Database) {
  return {
    /**
     * Ids of products whose title matches, best first: titles that begin with what was typed,
     * then by text rank, then by popularity. `typed` is the normalised text, `finished`/`prefix`
     * its words (see autocompleteTerms).
     */
    async titleMatches(typed: string, finished: string, prefix: string, limit: number): Promise<number[]> {
      const query = titleQuery(finished, prefix);
      const rows = await database.rows<{ id: number }>(sql`select p.id from (
          select p.id, p.name, p.title_vector, p.popularity from products p
          where p.active and ${TITLE_VECTOR} @@ ${query}
          order by p.popularity desc, p.id asc
          limit ${CANDIDATES}
        ) p
        order by (lower(p.name) like ${likePattern(typed)}) desc, ts_rank(${TITLE_VECTOR}, ${query}) desc,
          p.popularity desc, p.id asc
        limit ${limit}`);
      return rows.map((row) => row.id);
    },

    /**
     * For each word, the words of product names, manufacturers and categories that look most
     * like it (the word itself among them when it is known); words with nothing similar are left out.
     */
    async similarWords(words: readonly string[]): Promise<Map<string, WordCandidate[]>> {
      if (words.length === 0) return new Map();
      const typed = sql.join(
        words.map((word) => sql`${word}::text`),
        sql`, `,
      );
      const rows = await database.rows<{ typed: string } & WordCandidate>(sql`select t.typed, lookalike.word,
          lookalike.similarity, lookalike.uses
        from unnest(array[${typed}]) as t(typed)
        cross join lateral (
          select v.word, similarity(v.word, t.typed) as similarity, v.uses from search_vocabulary v
          where v.word % t.typed
          order by similarity(v.word, t.typed) desc, v.uses desc, v.word asc
          limit ${SIMILAR_WORDS}
        ) lookalike`);
      const candidates = new Map<string, WordCandidate[]>();
      for (const { typed: word, ...candidate } of rows)
        candidates.set(word, [...(candidates.get(word) ?? []), candidate]);
      return candidates;
    },

    /** Rebuilds the vocabulary from the products now in the catalogue (about a second per 100,000). */
    async refreshVocabulary(): Promise<void> {
      await database.rows(sql`refresh materialized view search_vocabulary`);
    },
  };
}

export type SearchStore = ReturnType<typeof createSearchStore>;
