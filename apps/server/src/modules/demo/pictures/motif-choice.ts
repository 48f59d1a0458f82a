/**
 * Which picture to draw for a product image. The image row says it ("<kind>:<variant>", see
 * seed/motifs.ts); a row without a known kind (hand-entered data, or no row at all) is drawn
 * after the first kind its category names or product name suggest, so it still looks like its shelf.
 */
import type { ProductMotif } from "../seed/motifs.ts";
import { isProductMotif } from "./motifs/index.ts";
import { hashOf } from "./variety.ts";

export type MotifChoice = { kind: ProductMotif; variant: number };

const VARIANTS = 8;

/** Word beginnings that name a kind, most specific first ("plasterboard" is a sheet before "plaster" is a bag). */
const KIND_WORDS: [ProductMotif, string[]][] = [
  ["stove", ["stove", "burner", "multi"]],
  ["fireplace", ["fireplace", "fire", "hearth", "surround", "mantel"]],
  ["flue", ["flue", "chimney", "cowl"]],
  ["logs", ["log", "kindling", "firewood"]],
  ["radiator", ["radiator", "towel"]],
  ["boiler", ["boiler", "cylinder", "heating"]],
  ["bathroom", ["bathroom", "basin", "toilet", "shower", "bath"]],
  ["tap", ["tap", "mixer"]],
  ["fitting", ["fitting", "elbow", "tee", "valve", "connector"]],
  ["pipe", ["pipe", "plumb", "waste", "drain", "gutter"]],
  ["sheet", ["sheet", "plywood", "ply", "osb", "mdf", "chipboard", "plasterboard", "board", "panel"]],
  ["insulation", ["insulation", "insulat", "loft"]],
  ["roofing", ["roof", "slate", "tile", "felt"]],
  ["brick", ["brick"]],
  ["block", ["block", "lintel", "concrete"]],
  ["bag", ["cement", "sand", "mortar", "plaster", "aggregate", "ballast", "render", "adhesive", "grout"]],
  ["gravel", ["gravel", "chipping", "pebble", "stone"]],
  ["paving", ["paving", "slab", "patio", "flag", "kerb", "landscap", "garden"]],
  ["decking", ["deck"]],
  ["fencing", ["fenc", "post", "trellis", "gate"]],
  ["moulding", ["moulding", "skirting", "architrave", "trim"]],
  ["stairs", ["stair", "spindle", "newel", "balust"]],
  ["door-furniture", ["handle", "hinge", "lock", "ironmongery", "furniture"]],
  ["door", ["door"]],
  ["window", ["window", "glazing"]],
  ["power-tool", ["drill", "driver", "grinder", "power", "cordless"]],
  ["hand-tool", ["tool", "hammer", "saw", "chisel", "trowel", "spade", "level", "knife"]],
  ["ladder", ["ladder", "step", "trestle"]],
  ["workwear", ["workwear", "vest", "glove", "boot", "safety", "ppe"]],
  ["fixings", ["fixing", "screw", "nail", "bolt", "anchor", "plug"]],
  ["book", ["book", "guide", "brochure"]],
  ["tin", ["paint", "stain", "preserv", "varnish", "oil", "treatment"]],
  [
    "timber",
    ["timber", "wood", "batten", "joist", "sleeper", "cls", "oak", "pine", "beam", "carcassing", "plank"],
  ],
];

const FALLBACK: ProductMotif = "fixings";

function kindFromWords(text: string): ProductMotif | undefined {
  const words = text.toLowerCase().match(/[a-z]+/g) ?? [];
  return KIND_WORDS.find(([, beginnings]) =>
    words.some((word) => beginnings.some((start) => word.startsWith(start))),
  )?.[0];
}

/**
 * @param motif the image row's motif, when there is a row
 * @param names the deepest category's name first, then its parents, then the product's name
 */
export function chooseMotif(motif: string | undefined, names: readonly string[], seed: string): MotifChoice {
  const [kind = "", variant = ""] = (motif ?? "").split(":");
  const fromRow = Number.parseInt(variant, 10);
  const chosenVariant = Number.isInteger(fromRow) ? Math.abs(fromRow) % VARIANTS : hashOf(seed) % VARIANTS;
  if (isProductMotif(kind)) return { kind, variant: chosenVariant };
  for (const name of names) {
    const guessed = kindFromWords(name);
    if (guessed) return { kind: guessed, variant: chosenVariant };
  }
  return { kind: FALLBACK, variant: chosenVariant };
}
