/**
 * The product page's tile and kerb calculator (spec/1 §2, §4: the toggle is specified, the sums
 * are not; decision 159). A kerb or edging piece has a length in its name ("Bullnose Kerb 915mm",
 * "Steel Lawn Edging 1m"): a run of so many metres takes the run over the piece, rounded up. A
 * tile, slab or sett has a face size ("300 x 100 x 65mm"): an area of so many square metres takes
 * the area over the face, rounded up. Laps, joints and cuts are the shopper's to add.
 */
export type PieceMeasure =
  { kind: "run"; pieceLengthMm: number } | { kind: "area"; pieceWidthMm: number; pieceLengthMm: number };

const RUN_WORDS = /\b(kerbs?|edging)\b/i;
const AREA_WORDS = /\b(tiles?|slabs?|setts?|paving|pavers?|blocks? paving)\b/i;
const LENGTH = /\b(\d+(?:\.\d+)?)\s*(mm|m)\b/i;
const FACE = /\b(\d+)\s*x\s*(\d+)(?:\s*x\s*\d+)?\s*mm\b/i;

/** What a product's calculator measures, from its name; null when it has none. */
export function pieceMeasureOf(productName: string): PieceMeasure | null {
  if (RUN_WORDS.test(productName)) {
    const length = LENGTH.exec(productName);
    if (!length) return null;
    const value = Number(length[1]);
    const pieceLengthMm = length[2]!.toLowerCase() === "m" ? value * 1000 : value;
    return pieceLengthMm > 0 ? { kind: "run", pieceLengthMm } : null;
  }
  if (AREA_WORDS.test(productName)) {
    const face = FACE.exec(productName);
    if (!face) return null;
    const [width, length] = [Number(face[1]), Number(face[2])];
    return width > 0 && length > 0 ? { kind: "area", pieceWidthMm: width, pieceLengthMm: length } : null;
  }
  return null;
}

/**
 * Pieces for a run in metres or an area in square metres; null for an entry that is not a
 * positive number. Rounded to 6 decimals first, so a run that is an exact number of pieces
 * (5.49 m of 915 mm kerbs) is not rounded up by the fraction's binary error.
 */
export function piecesNeeded(measure: PieceMeasure, amount: number): number | null {
  if (!Number.isFinite(amount) || amount <= 0) return null;
  const perPiece =
    measure.kind === "run"
      ? measure.pieceLengthMm / 1000
      : (measure.pieceWidthMm / 1000) * (measure.pieceLengthMm / 1000);
  return Math.ceil(Number((amount / perPiece).toFixed(6)));
}
