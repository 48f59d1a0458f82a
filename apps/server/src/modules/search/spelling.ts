/**
 * Choosing the word a shopper meant from the catalogue words that look like it. Trigram
 * similarity finds the candidates; it scores swapped letters badly ("stoev" looks more like "stop"
 * than "stove"), so the candidates are ranked by edit distance first, counting a swap of two
 * neighbouring letters as one edit, then by similarity, then by how many products use the word.
 */
export type WordCandidate = { word: string; similarity: number; uses: number };

/** Optimal string alignment distance: insertions, deletions, substitutions and adjacent swaps. */
export function editDistance(a: string, b: string): number {
  const rows = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        best = Math.min(best, rows[i - 2]![j - 2]! + 1);
      rows[i]![j] = best;
    }
  }
  return rows[a.length]![b.length]!;
}

export function meantWord(typed: string, candidates: readonly WordCandidate[]): string | undefined {
  return [...candidates]
    .sort(
      (x, y) =>
        editDistance(typed, x.word) - editDistance(typed, y.word) ||
        y.similarity - x.similarity ||
        y.uses - x.uses,
    )
    .at(0)?.word;
}
