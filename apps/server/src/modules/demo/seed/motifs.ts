/**
 * Picture kinds the product-image generator draws. An image's `motif` column reads
 * "<kind>:<variant>", e.g. "stove:3": the kind says what to draw, the variant (0–7) picks
 * its colours, so products of one category look alike but not identical.
 */
export const PRODUCT_MOTIFS = [
  "stove",
  "fireplace",
  "flue",
  "logs",
  "timber",
  "sheet",
  "moulding",
  "brick",
  "block",
  "bag",
  "insulation",
  "roofing",
  "pipe",
  "fitting",
  "radiator",
  "boiler",
  "bathroom",
  "tap",
  "paving",
  "decking",
  "fencing",
  "gravel",
  "hand-tool",
  "power-tool",
  "disc-tool",
  "mixer",
  "wheelbarrow",
  "measure",
  "toolbox",
  "ladder",
  "workwear",
  "boot",
  "fixings",
  "cartridge",
  "roll",
  "door",
  "door-furniture",
  "window",
  "stairs",
  "tin",
  "book",
] as const;

export type ProductMotif = (typeof PRODUCT_MOTIFS)[number];

export const MOTIF_VARIANTS = 8;
