import { describe, expect, it } from "vitest";
import { pieceMeasureOf, piecesNeeded } from "./piece-calculator.ts";

describe("spec/1 §2, §4 tile or kerb calculator (decision 159)", () => {
  it("measures kerbs and edging by the run, from the piece length in the name", () => {
    expect(pieceMeasureOf("Bullnose Kerb 915mm Charcoal")).toEqual({ kind: "run", pieceLengthMm: 915 });
    expect(pieceMeasureOf("Steel Lawn Edging 1m Natural")).toEqual({ kind: "run", pieceLengthMm: 1000 });
  });

  it("measures tiles, slabs and setts by the area, from the face size in the name", () => {
    expect(pieceMeasureOf("Block Paving 200 x 100 x 50mm Brindle")).toEqual({
      kind: "area",
      pieceWidthMm: 200,
      pieceLengthMm: 100,
    });
  });

  it("has no calculator for other products, or for a kerb without a length", () => {
    expect(pieceMeasureOf("Treated Timber C24 47x100mm 4.8m")).toBeNull();
    expect(pieceMeasureOf("Concrete Kerb")).toBeNull();
  });

  it("counts whole pieces, rounding up", () => {
    expect(piecesNeeded({ kind: "run", pieceLengthMm: 915 }, 5.49)).toBe(6);
    expect(piecesNeeded({ kind: "run", pieceLengthMm: 915 }, 5.5)).toBe(7);
    expect(piecesNeeded({ kind: "area", pieceWidthMm: 200, pieceLengthMm: 100 }, 10)).toBe(500);
  });

  it("answers nothing for an entry that is not a positive number", () => {
    expect(piecesNeeded({ kind: "run", pieceLengthMm: 915 }, 0)).toBeNull();
    expect(piecesNeeded({ kind: "run", pieceLengthMm: 915 }, Number.NaN)).toBeNull();
  });
});
