/**
 * The search relevance suite's table (issue 13 "Proof"): what customers of a UK builders' merchant
 * type into the search box, and what must come back.
 *
 * # Search relevance suite
 *
 * Every row is a text a tradesperson or home improver types: sizes as the trade writes them
 * (`47x100`, `47 x 100`, the imperial nicknames `4x2`, `3x2`, `6x2`, `8x4 ply`), trade abbreviations
 * (`osb`, `mdf`, `dpc`, `dpm`, `pse`, `c24`, `cls`, `pir`, `trv`, `fd30` …), the demo catalogue's
 * manufacturers and range names, common misspellings, and plain words. Each row says which
 * products are relevant (by category, name pattern or manufacturer, see relevance.ts) and the
 * runner (search-relevance.test.ts) asks `GET /api/search?q=` and, where the row says so,
 * `GET /api/search/autocomplete?q=`, over the catalogue a newcomer's `npm start` makes (3,000
 * products, seed 20261121).
 *
 * A row passes when the first result is relevant and at least `atLeast` (3 unless said) of the
 * first five are; autocomplete's row passes the same way over its product suggestions, and with
 * one wanted category among its category suggestions. The runner prints precision in the first
 * five over the whole table.
 *
 * Every expectation is grounded in the demo data: the runner checks that the catalogue holds at
 * least five relevant products for each row (so a perfect engine scores 1.0) before judging the
 * answers. A query whose right answer the demo data does not hold is not in the table (the demo
 * has no Kingspan or Celotex, so those brands are not here; its own makers are).
 *
 * Rows fail against a search that does not know the trade: that is what the table is for. Never
 * loosen a row to make it pass; change the search.
 */
import type { Relevant } from "./relevance.ts";

export type QueryKind = "size" | "trade word" | "brand or range" | "misspelling" | "plain words";

export type RelevanceCase = {
  query: string;
  kind: QueryKind;
  /** What the shopper means, in the trade's words. */
  wants: string;
  relevant: Relevant;
  /** How many of the first five results must be relevant (the first always must). Default 3. */
  atLeast?: number;
  /** Every word is the catalogue's own: the search runs it as typed, never "corrected" (issue 13). */
  asTyped?: true;
  /** Autocomplete for the same text: relevant products first, and/or one of these categories suggested. */
  autocomplete?: { products?: true; categories?: readonly string[] };
};

const STOVES = ["wood-and-multi-fuel-stoves", "gas-and-electric-stoves"];
const WOOD_BURNERS = ["wood-burning-stoves", "multi-fuel-stoves"];
const RADIATORS = ["panel-radiators", "designer-radiators"];
const DOORS = ["internal-doors", "external-doors"];

/** 47 x 100mm sections: "4x2" in the trade's imperial nickname. */
const FOUR_BY_TWO: Relevant = { name: /\b47 x 100mm\b/ };

export const RELEVANCE_CASES: readonly RelevanceCase[] = [
  // Sizes, as typed and as nicknamed (issue 13: dimensions normalised, imperial nicknames).
  {
    query: "47x100",
    kind: "size",
    wants: "47 x 100mm timber",
    relevant: FOUR_BY_TWO,
    autocomplete: { products: true },
  },
  {
    query: "47 x 100",
    kind: "size",
    wants: "47 x 100mm timber",
    relevant: FOUR_BY_TWO,
    autocomplete: { products: true },
  },
  { query: "47 by 100", kind: "size", wants: "47 x 100mm timber", relevant: FOUR_BY_TWO },
  {
    query: "100x47",
    kind: "size",
    wants: "47 x 100mm timber, sizes written either way round",
    relevant: FOUR_BY_TWO,
  },
  {
    query: "4x2",
    kind: "size",
    wants: "4x2 is 47 x 100mm timber",
    relevant: FOUR_BY_TWO,
    autocomplete: { products: true },
  },
  {
    query: "3x2",
    kind: "size",
    wants: "3x2 is 47 x 75mm timber",
    relevant: { name: /\b47 x 75mm\b/ },
    autocomplete: { products: true },
  },
  { query: "6x2", kind: "size", wants: "6x2 is 47 x 150mm timber", relevant: { name: /\b47 x 150mm\b/ } },
  {
    query: "8x4 ply",
    kind: "size",
    wants: "full 2440 x 1220mm plywood sheets",
    relevant: { categories: ["plywood"], name: /\b2440 x 1220mm\b/ },
    autocomplete: { products: true },
  },
  {
    query: "8x4 osb",
    kind: "size",
    wants: "full 2440 x 1220mm OSB sheets",
    relevant: { categories: ["osb-board"], name: /\b2440 x 1220mm\b/ },
  },
  {
    query: "12.5mm plasterboard",
    kind: "size",
    wants: "12.5mm plasterboard",
    relevant: { categories: ["plasterboard"], name: /\b12\.5mm\b/ },
    autocomplete: { products: true },
  },
  {
    query: "12.5 mm plasterboard",
    kind: "size",
    wants: "12.5mm plasterboard, the size written with a space",
    relevant: { categories: ["plasterboard"], name: /\b12\.5mm\b/ },
  },
  {
    query: "18mm ply",
    kind: "size",
    wants: "18mm plywood",
    relevant: { categories: ["plywood"], name: /\b18mm\b/ },
  },
  {
    query: "osb 18",
    kind: "size",
    wants: "18mm OSB",
    relevant: { categories: ["osb-board"], name: /\b18mm\b/ },
  },
  {
    query: "c24 47",
    kind: "size",
    wants: "C24 timber 47mm thick",
    relevant: { name: /\bC24\b.*\b47 x \d+mm\b/ },
  },
  {
    query: "c24 47x200",
    kind: "size",
    wants: "C24 timber 47 x 200mm",
    relevant: { name: /\bC24\b.*\b47 x 200mm\b/ },
  },
  {
    query: "110mm drain pipe",
    kind: "size",
    wants: "110mm underground drainage pipe",
    relevant: { categories: ["underground-drainage-pipe"], name: /\b110mm\b/ },
  },
  {
    query: "15mm copper pipe",
    kind: "size",
    wants: "15mm copper tube",
    relevant: { categories: ["copper-pipe"], name: /\b15mm\b/ },
  },
  {
    query: "25x50 batten",
    kind: "size",
    wants: "25 x 50mm roofing battens",
    relevant: { categories: ["roofing-battens"], name: /\b25 x 50mm\b/ },
  },
  {
    query: "100mm loft insulation",
    kind: "size",
    wants: "100mm loft roll",
    relevant: { categories: ["loft-insulation"], name: /\b100mm\b/ },
  },
  {
    query: "type 22 radiator",
    kind: "size",
    wants: "type 22 double convector panel radiators",
    relevant: { categories: ["panel-radiators"], name: /\bType 22\b/ },
  },
  {
    query: "5kw stove",
    kind: "size",
    wants: "stoves of 5kW output",
    relevant: { categories: STOVES, name: /\b5kW\b/ },
  },
  {
    query: "6ft fence panel",
    kind: "size",
    wants: "6ft fence panels",
    relevant: { categories: ["fence-panels"], name: /\b6ft\b/ },
  },
  {
    query: "type 1",
    kind: "size",
    wants: "Type 1 MOT sub-base, not type 11 radiators",
    relevant: { categories: ["type-1-mot-sub-base"] },
  },

  // The trade's abbreviations and grades (issue 13: synonyms table, short tokens match).
  {
    query: "osb",
    kind: "trade word",
    wants: "OSB3 boards",
    relevant: { categories: ["osb-board"] },
    autocomplete: { products: true, categories: ["osb-board"] },
  },
  { query: "osb3", kind: "trade word", wants: "OSB3 boards", relevant: { categories: ["osb-board"] } },
  {
    query: "mdf",
    kind: "trade word",
    wants: "MDF sheets and MDF mouldings",
    relevant: { name: /\bMDF\b/ },
    autocomplete: { products: true, categories: ["mdf"] },
  },
  {
    query: "ply",
    kind: "trade word",
    wants: "plywood",
    relevant: { categories: ["plywood"] },
    autocomplete: { products: true },
  },
  {
    query: "dpc",
    kind: "trade word",
    wants: "damp proof course",
    relevant: { categories: ["damp-proof-course"] },
    autocomplete: { products: true },
  },
  {
    query: "dpm",
    kind: "trade word",
    wants: "damp proof membrane",
    relevant: { categories: ["damp-proof-membrane"] },
    autocomplete: { products: true },
  },
  {
    query: "pse",
    kind: "trade word",
    wants: "planed square edge timber",
    relevant: { categories: ["planed-square-edge"] },
    autocomplete: { products: true },
  },
  {
    query: "c24",
    kind: "trade word",
    wants: "C24 strength-graded timber",
    relevant: { name: /\bC24\b/ },
    autocomplete: { products: true },
  },
  { query: "c16", kind: "trade word", wants: "C16 strength-graded timber", relevant: { name: /\bC16\b/ } },
  {
    query: "cls",
    kind: "trade word",
    wants: "CLS studwork",
    relevant: { categories: ["cls-studwork"] },
    autocomplete: { products: true, categories: ["cls-studwork"] },
  },
  {
    query: "pir",
    kind: "trade word",
    wants: "PIR insulation boards",
    relevant: { categories: ["insulation-boards"] },
    autocomplete: { products: true },
  },
  {
    query: "mdpe",
    kind: "trade word",
    wants: "MDPE water pipe",
    relevant: { categories: ["mdpe-water-pipe"] },
  },
  {
    query: "trv",
    kind: "trade word",
    wants: "thermostatic radiator valves",
    relevant: { categories: ["radiator-valves"] },
  },
  { query: "sds", kind: "trade word", wants: "SDS drills and bits", relevant: { name: /\bSDS\b/ } },
  { query: "ptfe", kind: "trade word", wants: "PTFE tape", relevant: { name: /\bPTFE\b/ } },
  { query: "fd30", kind: "trade word", wants: "FD30 fire doors", relevant: { categories: ["fire-doors"] } },
  { query: "upvc", kind: "trade word", wants: "uPVC windows and doors", relevant: { name: /\buPVC\b/ } },
  {
    query: "hi vis",
    kind: "trade word",
    wants: "hi-vis clothing",
    relevant: { categories: ["hi-vis-clothing"] },
  },
  {
    query: "t&g",
    kind: "trade word",
    wants: "tongue and groove boards and cladding",
    relevant: { name: /\bTongue and Groove\b/ },
  },
  {
    query: "mot",
    kind: "trade word",
    wants: "Type 1 MOT sub-base",
    relevant: { categories: ["type-1-mot-sub-base"] },
  },
  {
    query: "combi boiler",
    kind: "trade word",
    wants: "combination boilers",
    relevant: { categories: ["combi-boilers"] },
  },

  // Makers and ranges the catalogue holds: known words, never "corrected" (issue 13: kingspan → kingsbury).
  {
    query: "kingsbury",
    kind: "brand or range",
    wants: "Kingsbury Hardware's products",
    relevant: { manufacturer: /^Kingsbury Hardware$/ },
    atLeast: 5,
    asTyped: true,
    autocomplete: { products: true },
  },
  {
    query: "thermaline",
    kind: "brand or range",
    wants: "Thermaline's products",
    relevant: { manufacturer: /^Thermaline$/ },
    atLeast: 5,
    asTyped: true,
    autocomplete: { products: true },
  },
  {
    query: "stairwright",
    kind: "brand or range",
    wants: "Stairwright's products",
    relevant: { manufacturer: /^Stairwright$/ },
    atLeast: 5,
    asTyped: true,
  },
  {
    query: "hearthcraft",
    kind: "brand or range",
    wants: "Hearthcraft's products",
    relevant: { manufacturer: /^Hearthcraft$/ },
    atLeast: 5,
    asTyped: true,
  },
  {
    query: "gripwell",
    kind: "brand or range",
    wants: "Gripwell's products",
    relevant: { manufacturer: /^Gripwell$/ },
    atLeast: 5,
    asTyped: true,
  },
  {
    query: "heatwell",
    kind: "brand or range",
    wants: "Heatwell's products",
    relevant: { manufacturer: /^Heatwell$/ },
    atLeast: 5,
    asTyped: true,
  },
  {
    query: "thermaline radiator",
    kind: "brand or range",
    wants: "radiators made by Thermaline",
    relevant: { manufacturer: /^Thermaline$/, categories: RADIATORS },
    asTyped: true,
  },
  {
    query: "penrose",
    kind: "brand or range",
    wants: "the Penrose stove range",
    relevant: { name: /\bPenrose\b/ },
    atLeast: 5,
    asTyped: true,
  },
  {
    query: "marlow",
    kind: "brand or range",
    wants: "the Marlow bathroom range",
    relevant: { name: /\bMarlow\b/ },
    atLeast: 5,
    asTyped: true,
  },
  {
    query: "sapele",
    kind: "brand or range",
    wants: "sapele hardwood and sapele veneer doors",
    relevant: { name: /\bSapele\b/ },
    atLeast: 5,
    asTyped: true,
  },
  {
    query: "iroko",
    kind: "brand or range",
    wants: "planed iroko",
    relevant: { name: /\bIroko\b/ },
    atLeast: 5,
    asTyped: true,
  },

  // Misspellings: the closest word the catalogue knows (issue 13: spelling correction).
  {
    query: "plasterbord",
    kind: "misspelling",
    wants: "plasterboard",
    relevant: { categories: ["plasterboard"] },
    autocomplete: { products: true },
  },
  {
    query: "timbr",
    kind: "misspelling",
    wants: "timber",
    relevant: { categories: ["timber-and-sheet-materials"] },
    autocomplete: { products: true },
  },
  {
    query: "insulaton",
    kind: "misspelling",
    wants: "insulation",
    relevant: { categories: ["insulation"] },
    autocomplete: { products: true },
  },
  { query: "stoev", kind: "misspelling", wants: "stoves", relevant: { categories: STOVES } },
  { query: "radiater", kind: "misspelling", wants: "radiators", relevant: { categories: RADIATORS } },
  { query: "plywod", kind: "misspelling", wants: "plywood", relevant: { categories: ["plywood"] } },
  {
    query: "skirtting",
    kind: "misspelling",
    wants: "skirting boards",
    relevant: { categories: ["skirting-boards"] },
  },
  { query: "achitrave", kind: "misspelling", wants: "architrave", relevant: { categories: ["architraves"] } },
  {
    query: "wheelbarow",
    kind: "misspelling",
    wants: "wheelbarrows",
    relevant: { categories: ["wheelbarrows"] },
  },
  { query: "lintle", kind: "misspelling", wants: "lintels", relevant: { categories: ["lintels"] } },
  { query: "cemnt", kind: "misspelling", wants: "cement", relevant: { categories: ["cement"] } },
  { query: "gutering", kind: "misspelling", wants: "guttering", relevant: { categories: ["guttering"] } },

  // Plain words and phrases: the thing itself first, not every title that mentions the word.
  {
    query: "stove",
    kind: "plain words",
    wants: "stoves, not stove rope or stove paint",
    relevant: { categories: STOVES },
    autocomplete: { products: true, categories: STOVES },
  },
  {
    query: "sand",
    kind: "plain words",
    wants: "building and sharp sand",
    relevant: { categories: ["building-sand", "sharp-sand"] },
    autocomplete: { products: true },
  },
  {
    query: "cement",
    kind: "plain words",
    wants: "bags of cement, not fire cement or fibre cement slates",
    relevant: { categories: ["cement"] },
    autocomplete: { products: true, categories: ["cement"] },
  },
  {
    query: "radiator",
    kind: "plain words",
    wants: "radiators, not boiler stoves that heat 8 radiators",
    relevant: { categories: RADIATORS },
    autocomplete: { products: true },
  },
  {
    query: "door",
    kind: "plain words",
    wants: "doors, not flue bends with a door or door handles",
    relevant: { categories: DOORS },
    autocomplete: { products: true },
  },
  {
    query: "plasterboard",
    kind: "plain words",
    wants: "plasterboard",
    relevant: { categories: ["plasterboard"] },
    atLeast: 5,
    autocomplete: { products: true, categories: ["plasterboard"] },
  },
  {
    query: "lintel",
    kind: "plain words",
    wants: "lintels",
    relevant: { categories: ["lintels"] },
    atLeast: 5,
  },
  {
    query: "decking",
    kind: "plain words",
    wants: "decking boards, joists and balustrade",
    relevant: { categories: ["decking"] },
  },
  {
    query: "skirting",
    kind: "plain words",
    wants: "skirting boards",
    relevant: { categories: ["skirting-boards"] },
    atLeast: 5,
  },
  {
    query: "fence panel",
    kind: "plain words",
    wants: "fence panels",
    relevant: { categories: ["fence-panels"] },
  },
  {
    query: "gravel",
    kind: "plain words",
    wants: "gravel, not gravel boards",
    relevant: { categories: ["decorative-gravel", "ballast-and-gravel"] },
  },
  {
    query: "ladder",
    kind: "plain words",
    wants: "ladders, step ladders and loft ladders",
    relevant: { categories: ["ladders", "step-ladders", "loft-ladders"] },
  },
  {
    query: "toilet",
    kind: "plain words",
    wants: "toilets",
    relevant: { categories: ["toilets"] },
    atLeast: 5,
  },
  { query: "nails", kind: "plain words", wants: "nails", relevant: { categories: ["nails"] }, atLeast: 5 },
  {
    query: "hinges",
    kind: "plain words",
    wants: "door hinges, not hinged pipe clips",
    relevant: { categories: ["hinges"] },
  },
  {
    query: "sleepers",
    kind: "plain words",
    wants: "garden sleepers",
    relevant: { categories: ["sleepers"] },
    atLeast: 5,
  },
  {
    query: "log burner",
    kind: "plain words",
    wants: "wood-burning and multi-fuel stoves (a log burner is a wood burner)",
    relevant: { categories: WOOD_BURNERS },
  },
  {
    query: "wood burner",
    kind: "plain words",
    wants: "wood-burning stoves",
    relevant: { categories: WOOD_BURNERS },
  },
  {
    query: "cement mixer",
    kind: "plain words",
    wants: "cement mixers, not cement",
    relevant: { categories: ["cement-mixers"] },
  },
  { query: "sharp sand", kind: "plain words", wants: "sharp sand", relevant: { categories: ["sharp-sand"] } },
  { query: "combi drill", kind: "plain words", wants: "combi drills", relevant: { name: /\bCombi Drill\b/ } },
  {
    query: "joist hanger",
    kind: "plain words",
    wants: "joist hangers",
    relevant: { name: /\bJoist Hanger\b/ },
  },
  {
    query: "kiln dried logs",
    kind: "plain words",
    wants: "kiln dried logs",
    relevant: { categories: ["kiln-dried-logs"] },
  },
  {
    query: "loft insulation",
    kind: "plain words",
    wants: "loft roll",
    relevant: { categories: ["loft-insulation"] },
  },
  { query: "fire door", kind: "plain words", wants: "fire doors", relevant: { categories: ["fire-doors"] } },
  {
    query: "copper pipe",
    kind: "plain words",
    wants: "copper tube",
    relevant: { categories: ["copper-pipe"] },
  },
  {
    query: "boiler",
    kind: "plain words",
    wants: "boilers",
    relevant: { categories: ["combi-boilers", "boiler-stoves"] },
  },
];
