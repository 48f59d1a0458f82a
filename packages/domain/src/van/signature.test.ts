import { describe, expect, it } from "vitest";
import { isPng, SIGNATURE_DATA_URL_PREFIX, SIGNATURE_MAX_BYTES, SIGNATURE_MAX_LENGTH } from "./signature.ts";

/** The first bytes of a real 1×1 PNG: file signature, then the IHDR chunk. */
const PNG_START = [
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1,
];

describe("spec/3 §3 Collection signature output, kept as a PNG (decision 163)", () => {
  it("takes bytes that start as a PNG does", () => {
    expect(isPng(Uint8Array.from(PNG_START))).toBe(true);
  });

  it("refuses other images, text and a truncated PNG", () => {
    const jpeg = [0xff, 0xd8, 0xff, 0xe0, ...new Array(16).fill(0)];
    expect(isPng(Uint8Array.from(jpeg))).toBe(false);
    expect(isPng(new TextEncoder().encode("<svg xmlns='http://www.w3.org/2000/svg'></svg>"))).toBe(false);
    expect(isPng(Uint8Array.from(PNG_START.slice(0, 8)))).toBe(false);
  });

  it("refuses a PNG signature followed by another chunk than IHDR", () => {
    const notHeader = [...PNG_START];
    notHeader[12] = 0x74;
    expect(isPng(Uint8Array.from(notHeader))).toBe(false);
  });

  it("allows a data URL long enough for the largest signature and no longer", () => {
    expect(SIGNATURE_MAX_LENGTH - SIGNATURE_DATA_URL_PREFIX.length).toBeGreaterThanOrEqual(
      (SIGNATURE_MAX_BYTES * 4) / 3,
    );
    expect(SIGNATURE_MAX_LENGTH).toBeLessThan(SIGNATURE_MAX_BYTES * 2);
  });
});
