import { benchData } from "./lib/bench-data.ts";
import { readLongTailCatalogue } from "./lib/long-tail-requests.ts";
import { searchTokens } from "../packages/domain/src/search/index.ts";
import { Vocabulary } from "../apps/server/src/modules/product-index/vocabulary.ts";
import SearchableMap from "minisearch/SearchableMap";
const catalogue = await readLongTailCatalogue(await benchData());
const words = new Map<string, number>();
for (const name of [...catalogue.names, ...catalogue.manufacturers]) for (const w of new Set(searchTokens(name))) words.set(w, (words.get(w) ?? 0) + 1);
console.log("distinct words", words.size, "mean length", [...words.keys()].reduce((s, w) => s + w.length, 0) / words.size);
global.gc!(); let h = process.memoryUsage().heapUsed;
const v = new Vocabulary(); for (const [w, n] of words) v.add(w, n);
global.gc!(); console.log("delete index heap MiB", ((process.memoryUsage().heapUsed - h) / 2 ** 20).toFixed(1));
h = process.memoryUsage().heapUsed;
const m = new SearchableMap<number>(); for (const [w, n] of words) m.set(w, n);
global.gc!(); console.log("radix heap MiB", ((process.memoryUsage().heapUsed - h) / 2 ** 20).toFixed(1));
const qs = ["timbre", "plastrboard", "kingspn", "cemnt", "stoev", "radiatr", "guttr", "insulaton"];
for (const q of qs) {
  let t = performance.now(); for (let k = 0; k < 100; k++) v.lookalikes(q, 2); const a = (performance.now() - t) * 10;
  t = performance.now(); for (let k = 0; k < 100; k++) m.fuzzyGet(q, 2); const b = (performance.now() - t) * 10;
  console.log(q, "delete index", a.toFixed(1), "µs; radix", b.toFixed(1), "µs", v.lookalikes(q, 2).length, m.fuzzyGet(q, 2).size);
}
