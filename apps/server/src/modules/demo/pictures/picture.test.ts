import { describe, expect, it } from "vitest";
import { PRODUCT_MOTIFS } from "../seed/motifs.ts";
import { chooseMotif } from "./motif-choice.ts";
import { drawPicture, type PictureRequest } from "./picture.ts";

const picture = (changes: Partial<PictureRequest> = {}) =>
  drawPicture({
    choice: { kind: "timber", variant: 0 },
    position: 1,
    alt: "Treated timber",
    seed: "7",
    width: 400,
    ...changes,
  });

describe("a generated product picture", () => {
  it("is the same every time it is drawn, so it can be cached for good", () => {
    expect(picture()).toBe(picture());
  });

  it("is a sized SVG document titled with the alt text, escaped", () => {
    const svg = picture({ alt: 'Oak <Board> & "Beam"', width: 160 });
    expect(svg).toMatch(
      /^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 400 400" width="160" height="160"/,
    );
    expect(svg).toContain("<title>Oak &#60;Board&#62; &#38; &#34;Beam&#34;</title>");
    expect(svg.endsWith("</svg>")).toBe(true);
  });

  it("draws every kind the demo data names, each differently, in a few kilobytes", () => {
    const drawings = PRODUCT_MOTIFS.map((kind) => picture({ choice: { kind, variant: 0 } }));
    expect(new Set(drawings).size).toBe(PRODUCT_MOTIFS.length);
    for (const svg of drawings) expect(svg.length).toBeLessThan(10_000);
  });

  it("differs by colour variant and by gallery position", () => {
    expect(picture({ choice: { kind: "stove", variant: 1 } })).not.toBe(
      picture({ choice: { kind: "stove", variant: 2 } }),
    );
    expect(picture({ position: 1 })).not.toBe(picture({ position: 2 }));
  });
});

describe("choosing what to draw", () => {
  it("follows the image row's kind and variant", () => {
    expect(chooseMotif("stove:3", ["Timber"], "1")).toEqual({ kind: "stove", variant: 3 });
  });

  it("guesses from the deepest category, then its parents, then the product name when the row names no kind", () => {
    expect(chooseMotif("", ["Plasterboard", "Drylining", "Building Materials"], "1").kind).toBe("sheet");
    expect(chooseMotif(undefined, ["Hardwood", "Timber", "Timber & Sheet Materials"], "1").kind).toBe(
      "timber",
    );
    expect(chooseMotif("unknown:2", ["Specials", "Cast Iron Multi Fuel Stove 5kW"], "1")).toEqual({
      kind: "stove",
      variant: 2,
    });
  });

  it("picks a steady variant from the seed when the row gives none", () => {
    const chosen = chooseMotif(undefined, ["Bricks"], "42");
    expect(chosen).toEqual(chooseMotif(undefined, ["Bricks"], "42"));
    expect(chosen.variant).toBeGreaterThanOrEqual(0);
    expect(chosen.variant).toBeLessThan(8);
  });
});
