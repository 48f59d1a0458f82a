import { openDatabase } from "../apps/server/src/db/client.ts";
import { loadConfig } from "../apps/server/src/config.ts";
import { productIndexFor } from "../apps/server/src/modules/product-index/index.ts";
import { expandQuery } from "../packages/domain/src/search/index.ts";
import { benchData } from "./lib/bench-data.ts";
import { autocompleteTexts, readLongTailCatalogue } from "./lib/long-tail-requests.ts";
import { normaliseTyped, exclusionsOf } from "../apps/server/src/modules/search/typed-text.ts";
const data = await benchData();
const texts = autocompleteTexts(await readLongTailCatalogue(data));
const database = await openDatabase({ dataDir: data.dataDir });
const host = { database, config: loadConfig({ NODE_ENV: "production", LOG_LEVEL: "silent" }, { dataDir: data.dataDir }) };
const index = productIndexFor(host);
await index.warm();
const synonyms = await index.synonyms();
const rows: any[] = [];
const S = () => ({ ...((globalThis as any).STATS ?? {}) });
for (let round = 0; round < 2; round++) {
  rows.length = 0;
  for (const text of texts) {
    const typed = normaliseTyped(text);
    const { included } = exclusionsOf(typed);
    const before = S();
    const t = performance.now();
    const plan = expandQuery(included, synonyms);
    await index.best(plan, 6, []);
    const us = (performance.now() - t) * 1000;
    const after = S();
    rows.push({ text, us, grouped: (after.grouped ?? 0) - (before.grouped ?? 0), plain: (after.plain ?? 0) - (before.plain ?? 0), cand: (after.candidates ?? 0) - (before.candidates ?? 0), groups: (after.groups ?? 0) - (before.groups ?? 0), alts: plan.positions.map((p) => p.alternatives.length).join("+") });
  }
}
const sum = (f: (r: any) => boolean) => { const rs = rows.filter(f); return `${rs.length} texts, ${rs.reduce((s, r) => s + r.us, 0) / 1000 | 0} ms, mean ${(rs.reduce((s, r) => s + r.us, 0) / Math.max(1, rs.length)).toFixed(0)} µs, cand ${(rs.reduce((s, r) => s + r.cand, 0) / Math.max(1, rs.length)).toFixed(0)}`; };
console.log("all", sum(() => true));
console.log("grouped", sum((r) => r.grouped > 0));
console.log("plain", sum((r) => r.plain > 0));
console.log("neither", sum((r) => r.plain === 0 && r.grouped === 0));
const byAlts = new Map<string, any[]>();
for (const r of rows) { if (!byAlts.has(r.alts)) byAlts.set(r.alts, []); byAlts.get(r.alts)!.push(r); }
for (const [a, rs] of [...byAlts].sort((x, y) => y[1].length - x[1].length).slice(0, 10)) console.log("alts", a, sum((r) => r.alts === a));
rows.sort((a, b) => b.us - a.us);
console.log(rows.slice(0, 40).map((r) => `${r.text} ${r.us.toFixed(0)}µs g${r.grouped}/p${r.plain} c${r.cand} gr${r.groups} [${r.alts}]`).join("\n"));
await database.close();
