import { describe, expect, it } from "vitest";
import { DEFAULT_SYNONYMS, expandQuery, planFinds, synonymIndex, type SynonymIndex } from "./index.ts";

const defaults = synonymIndex();
const finds = (query: string, title: string, synonyms: SynonymIndex = defaults): boolean =>
  planFinds(expandQuery(`${query} `, synonyms), title);

describe("issue 13: the trade's words find each other, both ways", () => {
  it.each([
    ["ply", "Hardwood Plywood 18mm"],
    ["plywood", "Shuttering Ply 18mm"],
    ["mdf", "Medium Density Fibreboard 18mm"],
    ["medium density fibreboard", "MR MDF 18mm"],
    ["osb", "OSB3 Board 2440 x 1220 x 18mm"],
    ["osb", "Oriented Strand Board 11mm"],
    ["osb", "Sterling Board 18mm"],
    ["oriented strand board", "OSB3 Board 18mm"],
    ["dpc", "Damp Proof Course 100mm x 30m"],
    ["damp proof course", "Hyload DPC 100mm"],
    ["dpm", "Damp Proof Membrane 4m x 25m"],
    ["damp proof membrane", "Black DPM 1200 Gauge"],
    ["pse", "Planed Square Edge Redwood 18 x 94mm"],
    ["planed square edge", "PSE Timber 44 x 44mm"],
    ["par", "Planed All Round 18 x 69mm"],
    ["cls", "Canadian Lumber Standard 38 x 89mm"],
    ["canadian lumber standard", "CLS Studwork 38 x 63mm"],
    ["tongue and groove", "T&G Flooring 22mm"],
    ["t&g", "Tongue & Groove Flooring 22mm"],
    ["plasterboard", "Gypsum Board 12.5mm"],
    ["drywall", "Plasterboard Square Edge 12.5mm"],
    ["pir", "Polyisocyanurate Insulation Board 50mm"],
    ["lintol", "Pre-stressed Concrete Lintel"],
    ["galvanized", "Galvanised Joist Hanger"],
    ["upvc", "PVC-U Fascia Board"],
    ["pvc-u", "uPVC Fascia Board"],
    ["fencing", "Closeboard Fence Panel"],
    ["guttering", "Half Round Gutter 4m"],
    ["wc", "Close Coupled Toilet"],
    ["type 1", "MOT Sub Base 850kg"],
    ["mot", "Type 1 Sub-base Bulk Bag"],
  ])("%j finds %j", (query, title) => {
    expect(finds(query, title)).toBe(true);
  });
});

describe("issue 13: grades and brands are known words, not each other's synonyms", () => {
  it("c24 is not c16, and neither is another word", () => {
    expect(finds("c24", "C16 Treated Sawn Timber")).toBe(false);
    expect(finds("c16", "C24 Treated Sawn Timber")).toBe(false);
    expect(finds("c24", "C24 Treated Sawn Timber")).toBe(true);
  });
  it("knows brands and grades as words, so spelling leaves them alone", () => {
    for (const word of ["kingspan", "celotex", "knauf", "c24", "c16", "gyproc", "british", "gypsum"])
      expect(defaults.knownWords).toContain(word);
  });
  it("knows every word of the trade's phrases, as written and singular", () => {
    for (const word of ["damp", "proof", "course", "oriented", "strand", "board", "evostik", "evo", "stik"])
      expect(defaults.knownWords).toContain(word);
  });
  it("a brand finds only itself", () => {
    expect(finds("kingspan", "Kingspan Kooltherm K107 100mm")).toBe(true);
    expect(finds("kingspan", "Celotex GA4000 100mm")).toBe(false);
  });
  it("holds 25 to 80 groups: the trade's words, short enough to review by eye", () => {
    expect(DEFAULT_SYNONYMS.length).toBeGreaterThanOrEqual(25);
    expect(DEFAULT_SYNONYMS.length).toBeLessThanOrEqual(80);
  });
});

describe("issue 13: the catalogue data extends the table", () => {
  it("adds a shop's own groups to the defaults", () => {
    const shop = synonymIndex([
      { terms: ["sterling", "osb"], kind: "synonyms" },
      { terms: ["jewson"], kind: "brand" },
    ]);
    expect(finds("sterling", "OSB3 Board 18mm", shop)).toBe(true);
    expect(finds("sterling", "OSB3 Board 18mm")).toBe(false);
    expect(shop.knownWords).toContain("jewson");
  });
  it("merges a shop's group with a default group that shares a term", () => {
    const shop = synonymIndex([{ terms: ["ply", "plyboard"], kind: "synonyms" }]);
    expect(finds("plyboard", "Hardwood Plywood 18mm", shop)).toBe(true);
    expect(finds("plywood", "Marine Plyboard 18mm", shop)).toBe(true);
  });
  it("can be built without the defaults", () => {
    const only = synonymIndex([{ terms: ["sheet", "board"], kind: "synonyms" }], []);
    expect(finds("sheet", "Cement Board 12mm", only)).toBe(true);
    expect(finds("ply", "Hardwood Plywood", only)).toBe(false);
    expect(only.longestTerm).toBe(1);
  });
  it("ignores blank terms and groups with nothing in them", () => {
    const shop = synonymIndex(
      [
        { terms: ["", "  ", "---"], kind: "synonyms" },
        { terms: [], kind: "brand" },
      ],
      [],
    );
    expect(shop.groups.size).toBe(0);
    expect(shop.longestTerm).toBe(0);
  });
  it("reads a phrase up to the longest term's length", () => {
    expect(defaults.longestTerm).toBe(3);
    const shop = synonymIndex([{ terms: ["water boil proof plywood sheet", "wbp"], kind: "synonyms" }]);
    expect(shop.longestTerm).toBe(5);
    expect(finds("water boil proof plywood sheet", "WBP Hardwood 18mm", shop)).toBe(true);
  });
  it("reads a lone x in a term as titles read it: no word", () => {
    const shop = synonymIndex([{ terms: ["x ray", "radiograph"], kind: "synonyms" }], []);
    expect(finds("radiograph", "X-Ray Film", shop)).toBe(true);
  });
  it("keeps a term made only of connecting words as it is", () => {
    const shop = synonymIndex([{ terms: ["in on", "switch"], kind: "synonyms" }], []);
    expect(finds("switch", "Plug In On Timer", shop)).toBe(true);
    expect(finds("switch", "Plug In Timer", shop)).toBe(false);
  });
});
