/**
 * Site kit that a drill or a hammer does not stand for (issue 15: a cement mixer's picture was a
 * cordless drill): mixers, barrows, disc-bladed tools, rolls, cartridges, boots, boxes, measures.
 */
import { circle, ellipse, line, path, polygon, rect, type Motif } from "./shapes.ts";

/** A tilted drum on a stand with its wheel and motor housing. */
export const mixer: Motif = ({ paint }) =>
  line(120, 330, 200, 230, "#3a3d42", 10) +
  line(280, 330, 200, 230, "#3a3d42", 10) +
  circle(120, 330, 22, "#2f3236") +
  circle(120, 330, 8, "#9aa2aa") +
  rect(170, 220, 90, 40, "#4a4f55", { rx: 6 }) +
  `<g transform="rotate(-28 200 160)">` +
  path("M130 110 H270 L300 210 H100 Z", paint.base) +
  ellipse(200, 110, 70, 18, paint.dark) +
  ellipse(200, 110, 52, 12, "#2f3236") +
  rect(110, 150, 180, 12, paint.light, { "fill-opacity": 0.6 }) +
  "</g>";

/** A builder's barrow: pan, single wheel, legs and handles. */
export const wheelbarrow: Motif = ({ paint }) =>
  line(150, 240, 340, 170, "#3a3d42", 9) +
  line(170, 260, 250, 320, "#3a3d42", 8) +
  path("M70 150 H290 L250 250 H120 Z", paint.base) +
  path("M70 150 H290 L284 166 H76 Z", paint.dark) +
  circle(110, 290, 38, "#2f3236") +
  circle(110, 290, 14, "#9aa2aa") +
  line(110, 290, 150, 240, "#3a3d42", 8);

/** A circular saw or grinder: a toothed disc under a guard, with its handle. */
export const discTool: Motif = ({ paint }) =>
  circle(180, 230, 95, "#c0c6cc") +
  Array.from({ length: 24 }, (_, i) => {
    const a = (i / 24) * 2 * Math.PI;
    const x = 180 + Math.cos(a) * 98;
    const y = 230 + Math.sin(a) * 98;
    return circle(x, y, 5, "#9aa2aa");
  }).join("") +
  circle(180, 230, 18, "#6d737a") +
  path("M80 220 A100 100 0 0 1 280 220 Z", paint.base) +
  path("M200 130 H300 Q330 130 330 160 V190 H260 Z", paint.dark) +
  rect(250, 90, 90, 34, "#2f3236", { rx: 14 });

/** A roll of sheet material with its loose end laid out in front. */
export const roll: Motif = ({ paint }) =>
  path("M90 300 L310 300 L350 340 L130 340 Z", paint.light) +
  rect(90, 150, 220, 150, paint.base) +
  ellipse(90, 225, 30, 75, paint.dark) +
  ellipse(90, 225, 12, 30, paint.darker) +
  ellipse(310, 225, 30, 75, paint.base) +
  line(120, 170, 300, 170, paint.lighter, 4);

/** A sealant cartridge and its nozzle. */
export const cartridge: Motif = ({ paint }) =>
  `<g transform="rotate(-30 200 200)">` +
  rect(100, 165, 200, 70, paint.base, { rx: 8 }) +
  rect(140, 175, 110, 50, "#f4f4f2", { rx: 4 }) +
  rect(150, 188, 70, 8, paint.accent) +
  rect(150, 204, 50, 6, "#9aa2aa") +
  rect(80, 172, 22, 56, "#e9ecef", { rx: 4 }) +
  polygon(
    [
      [300, 185],
      [370, 195],
      [370, 205],
      [300, 215],
    ],
    "#f4f4f2",
  ) +
  "</g>";

/** A safety boot with its toecap and tread. */
export const boot: Motif = ({ paint }) =>
  path("M120 80 H220 V220 Q300 220 330 260 V300 H100 Z", paint.base) +
  path("M250 228 Q300 226 330 260 V300 H250 Z", paint.dark) +
  rect(96, 300, 240, 26, "#2f3236", { rx: 8 }) +
  Array.from({ length: 6 }, (_, i) => line(140, 110 + i * 20, 200, 110 + i * 20, paint.lighter, 4)).join("") +
  rect(112, 72, 116, 16, paint.darker, { rx: 5 });

/** A toolbox with its lid, handle and catches. */
export const toolbox: Motif = ({ paint }) =>
  rect(80, 170, 240, 150, paint.base, { rx: 10 }) +
  rect(80, 170, 240, 40, paint.dark, { rx: 10 }) +
  path("M160 170 V130 Q160 115 175 115 H225 Q240 115 240 130 V170 H222 V134 H178 V170 Z", "#2f3236") +
  rect(110, 200, 24, 22, "#c0c6cc", { rx: 3 }) +
  rect(266, 200, 24, 22, "#c0c6cc", { rx: 3 });

/** A tape measure with its blade pulled out, or a spirit level: which one is fixed by the seed. */
export const measure: Motif = ({ paint, random }) =>
  random() < 0.5
    ? rect(70, 150, 150, 150, paint.base, { rx: 36 }) +
      circle(145, 225, 40, paint.dark) +
      rect(200, 268, 150, 24, "#f2d27a") +
      Array.from({ length: 14 }, (_, i) =>
        line(210 + i * 10, 268, 210 + i * 10, i % 2 ? 276 : 282, "#2f3236", 2),
      ).join("")
    : rect(50, 180, 300, 46, paint.base, { rx: 6 }) +
      rect(170, 190, 60, 26, "#eef2f5", { rx: 4 }) +
      ellipse(200, 203, 16, 8, "#b7e07a") +
      rect(80, 192, 50, 22, paint.dark, { rx: 4 }) +
      rect(270, 192, 50, 22, paint.dark, { rx: 4 });
