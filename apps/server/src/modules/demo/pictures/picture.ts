/**
 * A product picture as an SVG document: a soft backdrop in the product's colour, its motif
 * drawn from one of a few viewpoints (the picture's position picks one, so a gallery of six
 * does not repeat itself), a floor shadow, and the alt text as its title.
 */
import { lighten, mix } from "./colour.ts";
import type { MotifChoice } from "./motif-choice.ts";
import { ACCENTS, MOTIF_STYLES } from "./motifs/index.ts";
import { paintOf } from "./motifs/shapes.ts";
import { hashOf, randomFrom } from "./variety.ts";

export const PICTURE_SIZE = 400;

/** Gallery viewpoints: the whole product, nearer, turned, a detail, from the other side, on a darker ground. */
const VIEWS = [
  { transform: "", backdrop: 0.86 },
  { transform: "translate(200 200) scale(1.18) translate(-200 -196)", backdrop: 0.8 },
  { transform: "rotate(-7 200 200)", backdrop: 0.9 },
  { transform: "translate(200 200) scale(1.6) translate(-230 -220)", backdrop: 0.76 },
  { transform: "translate(400 0) scale(-1 1)", backdrop: 0.84 },
  { transform: "translate(200 200) scale(0.86) translate(-200 -200)", backdrop: 0.68 },
] as const;

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

export type PictureRequest = {
  choice: MotifChoice;
  position: number;
  alt: string;
  seed: string;
  width: number;
};

export function drawPicture({ choice, position, alt, seed, width }: PictureRequest): string {
  const style = MOTIF_STYLES[choice.kind];
  const base = style.colours[choice.variant % style.colours.length]!;
  const accent = ACCENTS[(choice.variant + 3) % ACCENTS.length]!;
  const view = VIEWS[(position - 1) % VIEWS.length]!;
  const backdrop = lighten(base, view.backdrop);
  const motif = style.draw({
    paint: paintOf(base, accent),
    random: randomFrom(hashOf(`${seed}:${position}`)),
  });
  const transformed = view.transform ? `<g transform="${view.transform}">${motif}</g>` : motif;

  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${PICTURE_SIZE} ${PICTURE_SIZE}" width="${width}" height="${width}" role="img">` +
    `<title>${escapeXml(alt)}</title>` +
    `<defs><radialGradient id="backdrop" cx="50%" cy="40%" r="70%">` +
    `<stop offset="0" stop-color="${lighten(backdrop, 0.5)}"/><stop offset="1" stop-color="${backdrop}"/>` +
    `</radialGradient></defs>` +
    `<rect width="${PICTURE_SIZE}" height="${PICTURE_SIZE}" fill="url(#backdrop)"/>` +
    `<ellipse cx="200" cy="350" rx="150" ry="16" fill="${mix(backdrop, "#000000", 0.35)}" fill-opacity="0.35"/>` +
    transformed +
    `</svg>`
  );
}
