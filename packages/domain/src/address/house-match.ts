/**
 * spec/1 §3 LookupNumber and LookupPostcode, §5 'Lookup mode': the checkout's third way to give an
 * address, a house number or name and a postcode. Which of the postcode's addresses the house
 * stands for: those whose lines hold the typed words, whole and in order ("14" is "14 Orchard
 * Close" and not "140 Orchard Close"; "Rose Cottage", "Flat 2" and "Unit 7" likewise), case,
 * spaces and punctuation aside. One address is the answer; several are offered to choose from;
 * none is spec/1 §8's 'address matching failed' (decision 123).
 */

/** The longest house number or name the lookup takes (spec/1 §3 LookupNumber). */
export const LOOKUP_NUMBER_MAX_LENGTH = 60;

const wordsOf = (text: string): string[] =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== "");

/** Whether `run` appears in `words` as consecutive whole words. */
function holdsRun(words: readonly string[], run: readonly string[]): boolean {
  for (let start = 0; start + run.length <= words.length; start += 1) {
    if (run.every((word, i) => words[start + i] === word)) return true;
  }
  return false;
}

/** The addresses a typed house number or name stands for, in the order given; none for blank words. */
export function addressesMatchingHouse<T extends { line1: string; line2: string }>(
  house: string,
  addresses: readonly T[],
): T[] {
  const run = wordsOf(house);
  if (run.length === 0) return [];
  return addresses.filter((address) => holdsRun(wordsOf(`${address.line1} ${address.line2}`), run));
}
