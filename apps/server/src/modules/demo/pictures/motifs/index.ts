/**
 * Every picture kind the demo data names (seed/motifs.ts), with its drawing and the eight
 * base colours its variants 0–7 pick from.
 */
import type { ProductMotif } from "../../seed/motifs.ts";
import { bag, block, brick, gravel, insulation, paving, roofing, tin } from "./building.ts";
import { boiler, fireplace, flue, logs, radiator, stove } from "./heating.ts";
import { door, doorFurniture, window } from "./joinery.ts";
import { bathroom, fitting, pipe, tap } from "./plumbing.ts";
import type { Motif } from "./shapes.ts";
import { decking, fencing, moulding, sheet, stairs, timber } from "./timber.ts";
import { book, fixings, handTool, ladder, powerTool, workwear } from "./tools.ts";
import { boot, cartridge, discTool, measure, mixer, roll, toolbox, wheelbarrow } from "./site.ts";

const WOODS = ["#c8955c", "#a8703f", "#d9b27c", "#8a5a33", "#b98552", "#e0c095", "#9c6b43", "#c49a6c"];
const ENAMELS = ["#2b2b2e", "#3b3f45", "#7a1f1f", "#1f3a5f", "#2f4a3a", "#5a4632", "#4a4a4a", "#6b2d4a"];
const METALS = ["#b87333", "#c0c6cc", "#c9a43b", "#e8e8e8", "#3a3a3a", "#9aa3ab", "#d08c4b", "#7d8790"];
const STONES = ["#b8b2a7", "#9d968b", "#d2c8b5", "#8c8a86", "#c9b79c", "#a7a39b", "#7f7a72", "#d9d4ca"];
const BRICKS = ["#a0442c", "#b5562f", "#8e3b2a", "#c2703f", "#9b5b3f", "#d0a064", "#7a3325", "#b84d35"];
const BRIGHTS = ["#f2b705", "#d9381e", "#1f6fb2", "#2d9c4a", "#f27405", "#6a3fb5", "#0f7c8c", "#c2185b"];
const WHITES = ["#f4f4f2", "#e9ecef", "#f1ece2", "#dfe3e6", "#faf7f0", "#e6e1d8", "#eef2f5", "#d8dde2"];
const BOARDS = ["#d8b98a", "#c9a36b", "#b08d5b", "#e6e2da", "#cfc9bd", "#8f7d63", "#d5c3a1", "#bfa27a"];
const ROOFS = ["#6b3a2e", "#4a4f55", "#8a4b35", "#3a3d42", "#7c5a44", "#5b6169", "#9b5a3c", "#2f3236"];
const HIVIS = ["#d7f205", "#f27405", "#e6ff3a", "#ff8f1f", "#c6e600", "#ffa733", "#dfff00", "#ff7b00"];

export type MotifStyle = { draw: Motif; colours: readonly string[] };

export const MOTIF_STYLES: Record<ProductMotif, MotifStyle> = {
  stove: { draw: stove, colours: ENAMELS },
  fireplace: { draw: fireplace, colours: STONES },
  flue: { draw: flue, colours: ENAMELS },
  logs: { draw: logs, colours: WOODS },
  timber: { draw: timber, colours: WOODS },
  sheet: { draw: sheet, colours: BOARDS },
  moulding: { draw: moulding, colours: WOODS },
  brick: { draw: brick, colours: BRICKS },
  block: { draw: block, colours: STONES },
  bag: { draw: bag, colours: STONES },
  insulation: {
    draw: insulation,
    colours: ["#f2c94c", "#f4a6b7", "#e8e1cf", "#c7d36f", "#f2d27a", "#e9b8c9", "#dcd3b8", "#b7c9e2"],
  },
  roofing: { draw: roofing, colours: ROOFS },
  pipe: { draw: pipe, colours: METALS },
  fitting: { draw: fitting, colours: METALS },
  radiator: { draw: radiator, colours: WHITES },
  boiler: { draw: boiler, colours: WHITES },
  bathroom: { draw: bathroom, colours: WHITES },
  tap: { draw: tap, colours: METALS },
  paving: { draw: paving, colours: STONES },
  decking: { draw: decking, colours: WOODS },
  fencing: { draw: fencing, colours: WOODS },
  gravel: { draw: gravel, colours: STONES },
  "hand-tool": { draw: handTool, colours: BRIGHTS },
  "power-tool": { draw: powerTool, colours: BRIGHTS },
  "disc-tool": { draw: discTool, colours: BRIGHTS },
  mixer: { draw: mixer, colours: BRIGHTS },
  wheelbarrow: { draw: wheelbarrow, colours: BRIGHTS },
  measure: { draw: measure, colours: BRIGHTS },
  toolbox: { draw: toolbox, colours: BRIGHTS },
  boot: {
    draw: boot,
    colours: ["#3a2a1e", "#5a3b24", "#2b2b2e", "#6b4a2e", "#4a3626", "#7a5a3a", "#1f1f22", "#8a6a44"],
  },
  cartridge: { draw: cartridge, colours: BRIGHTS },
  roll: { draw: roll, colours: ROOFS },
  ladder: { draw: ladder, colours: METALS },
  workwear: { draw: workwear, colours: HIVIS },
  fixings: { draw: fixings, colours: BOARDS },
  door: { draw: door, colours: WOODS },
  "door-furniture": { draw: doorFurniture, colours: METALS },
  window: { draw: window, colours: WHITES },
  stairs: { draw: stairs, colours: WOODS },
  tin: { draw: tin, colours: BRIGHTS },
  book: { draw: book, colours: BRIGHTS },
};

/** Accent colours (labels, handles, valves) chosen to stand out against the base colour. */
export const ACCENTS = [
  "#d9381e",
  "#1f6fb2",
  "#f2b705",
  "#2d9c4a",
  "#c9a43b",
  "#222222",
  "#f27405",
  "#0f7c8c",
];

export function isProductMotif(kind: string): kind is ProductMotif {
  return Object.hasOwn(MOTIF_STYLES, kind);
}
