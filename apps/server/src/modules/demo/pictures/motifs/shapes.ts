/**
 * The drawing kit every motif uses: a paint of five shades from one base colour, a seeded
 * random source, and a few SVG shapes. Motifs draw on a 400 × 400 canvas, object centred.
 */
import { darken, lighten } from "../colour.ts";

export type Paint = {
  base: string;
  light: string;
  lighter: string;
  dark: string;
  darker: string;
  accent: string;
};

export type Pen = { paint: Paint; random: () => number };

/** Draws one kind of product as SVG elements. */
export type Motif = (pen: Pen) => string;

export function paintOf(base: string, accent: string): Paint {
  return {
    base,
    light: lighten(base, 0.25),
    lighter: lighten(base, 0.5),
    dark: darken(base, 0.22),
    darker: darken(base, 0.42),
    accent,
  };
}

const round = (value: number) => Math.round(value * 10) / 10;

type Attributes = Record<string, string | number | undefined>;

function attributes(attrs: Attributes): string {
  return Object.entries(attrs)
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => ` ${name}="${typeof value === "number" ? round(value) : value}"`)
    .join("");
}

export function rect(
  x: number,
  y: number,
  width: number,
  height: number,
  fill: string,
  attrs: Attributes = {},
): string {
  return `<rect${attributes({ x, y, width, height, fill, ...attrs })}/>`;
}

export function circle(cx: number, cy: number, r: number, fill: string, attrs: Attributes = {}): string {
  return `<circle${attributes({ cx, cy, r, fill, ...attrs })}/>`;
}

export function ellipse(
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  fill: string,
  attrs: Attributes = {},
): string {
  return `<ellipse${attributes({ cx, cy, rx, ry, fill, ...attrs })}/>`;
}

export function polygon(points: [number, number][], fill: string, attrs: Attributes = {}): string {
  return `<polygon${attributes({ points: points.map(([x, y]) => `${round(x)},${round(y)}`).join(" "), fill, ...attrs })}/>`;
}

export function path(d: string, fill: string, attrs: Attributes = {}): string {
  return `<path${attributes({ d, fill, ...attrs })}/>`;
}

export function line(
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  stroke: string,
  width: number,
  attrs: Attributes = {},
): string {
  return `<line${attributes({ x1, y1, x2, y2, stroke, "stroke-width": width, "stroke-linecap": "round", ...attrs })}/>`;
}

export function group(content: string, attrs: Attributes = {}): string {
  return `<g${attributes(attrs)}>${content}</g>`;
}

/** How far back and up the depth of a box is drawn: a simple oblique projection. */
const DEPTH_X = 1;
const DEPTH_Y = -0.6;

/** A box seen from the front-right and above: front face, top and right side in three shades. */
export function box(
  x: number,
  y: number,
  width: number,
  height: number,
  depth: number,
  paint: Paint,
): string {
  const dx = depth * DEPTH_X;
  const dy = depth * DEPTH_Y;
  return (
    polygon(
      [
        [x, y],
        [x + dx, y + dy],
        [x + width + dx, y + dy],
        [x + width, y],
      ],
      paint.light,
    ) +
    polygon(
      [
        [x + width, y],
        [x + width + dx, y + dy],
        [x + width + dx, y + height + dy],
        [x + width, y + height],
      ],
      paint.dark,
    ) +
    rect(x, y, width, height, paint.base)
  );
}

/** A wavy line across a width, for wood grain and water. */
export function wave(x: number, y: number, width: number, amplitude: number, random: () => number): string {
  const steps = 4;
  let d = `M${round(x)} ${round(y)}`;
  for (let i = 1; i <= steps; i++) {
    const cx = x + (width * (i - 0.5)) / steps;
    const ex = x + (width * i) / steps;
    d += ` Q${round(cx)} ${round(y + (random() - 0.5) * 2 * amplitude)} ${round(ex)} ${round(y)}`;
  }
  return d;
}

/** Flames for a stove or fireplace window. */
export function flames(cx: number, baseY: number, width: number, height: number): string {
  const half = width / 2;
  return (
    path(
      `M${cx - half} ${baseY} Q${cx - half} ${baseY - height * 0.6} ${cx - half * 0.3} ${baseY - height} Q${cx - half * 0.1} ${baseY - height * 0.5} ${cx + half * 0.2} ${baseY - height * 0.85} Q${cx + half} ${baseY - height * 0.5} ${cx + half} ${baseY} Z`,
      "#f28c28",
    ) +
    path(
      `M${cx - half * 0.55} ${baseY} Q${cx - half * 0.5} ${baseY - height * 0.45} ${cx - half * 0.1} ${baseY - height * 0.7} Q${cx + half * 0.55} ${baseY - height * 0.4} ${cx + half * 0.55} ${baseY} Z`,
      "#ffd23f",
    )
  );
}
