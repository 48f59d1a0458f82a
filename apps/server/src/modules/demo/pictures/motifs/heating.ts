/** Stoves and fireplaces, flues, logs, radiators and boilers. */
import { circle, ellipse, flames, group, line, path, rect, type Motif } from "./shapes.ts";

export const stove: Motif = ({ paint, random }) => {
  const width = 150 + Math.round(random() * 40);
  const x = 200 - width / 2;
  return (
    rect(188, 40, 24, 80, paint.darker) +
    rect(184, 112, 32, 10, paint.dark, { rx: 2 }) +
    rect(x - 8, 118, width + 16, 18, paint.dark, { rx: 4 }) +
    rect(x, 136, width, 170, paint.base, { rx: 8 }) +
    rect(x + 18, 156, width - 36, 110, paint.darker, { rx: 6 }) +
    rect(x + 26, 164, width - 52, 94, "#2a1a12", { rx: 4 }) +
    flames(200, 252, width - 80, 70) +
    rect(x + 26, 164, width - 52, 94, "#ffffff", { rx: 4, "fill-opacity": 0.12 }) +
    rect(x + width - 14, 190, 6, 40, paint.accent, { rx: 3 }) +
    rect(x + 10, 306, 14, 30, paint.darker) +
    rect(x + width - 24, 306, 14, 30, paint.darker) +
    rect(x + 30, 276, width - 60, 12, paint.dark, { rx: 3 })
  );
};

export const fireplace: Motif = ({ paint }) =>
  rect(70, 90, 260, 22, paint.light, { rx: 3 }) +
  rect(86, 112, 228, 200, paint.base) +
  path("M140 312 V190 Q140 160 170 160 H230 Q260 160 260 190 V312 Z", "#2a1a12") +
  flames(200, 300, 90, 80) +
  ellipse(200, 302, 60, 8, "#5b3a1e") +
  rect(60, 312, 280, 24, paint.dark, { rx: 3 });

export const flue: Motif = ({ paint }) =>
  rect(176, 40, 48, 150, paint.base) +
  rect(176, 40, 14, 150, paint.light) +
  path("M176 190 H224 L262 240 H214 Z", paint.dark) +
  rect(214, 240, 48, 90, paint.base) +
  rect(214, 240, 14, 90, paint.light) +
  rect(170, 34, 60, 12, paint.darker, { rx: 3 }) +
  path("M160 34 L200 8 L240 34 Z", paint.dark) +
  [90, 140].map((y) => rect(174, y, 52, 6, paint.darker)).join("");

export const logs: Motif = ({ paint, random }) => {
  const ends: string[] = [];
  const rows = [
    { y: 290, xs: [110, 170, 230, 290] },
    { y: 238, xs: [140, 200, 260] },
    { y: 186, xs: [170, 230] },
  ];
  for (const row of rows) {
    for (const x of row.xs) {
      const r = 27 + random() * 4;
      ends.push(
        circle(x, row.y, r, paint.dark) +
          circle(x, row.y, r - 5, paint.lighter) +
          circle(x, row.y, r - 13, "none", { stroke: paint.light, "stroke-width": 2 }) +
          circle(x, row.y, 4, paint.base),
      );
    }
  }
  return ends.join("");
};

export const radiator: Motif = ({ paint }) => {
  const fins = Array.from({ length: 9 }, (_, i) =>
    rect(88 + i * 25, 120, 18, 170, paint.base, { rx: 6 }),
  ).join("");
  return (
    rect(82, 128, 236, 154, paint.dark, { rx: 4 }) +
    fins +
    Array.from({ length: 9 }, (_, i) =>
      rect(92 + i * 25, 126, 5, 158, paint.lighter, { rx: 2, "fill-opacity": 0.6 }),
    ).join("") +
    rect(60, 276, 22, 14, paint.accent, { rx: 3 }) +
    rect(318, 276, 22, 14, paint.accent, { rx: 3 }) +
    rect(64, 290, 14, 40, "#b87333") +
    rect(322, 290, 14, 40, "#b87333")
  );
};

export const boiler: Motif = ({ paint }) =>
  rect(120, 60, 160, 230, paint.base, { rx: 12 }) +
  rect(120, 60, 160, 230, "none", { rx: 12, stroke: paint.dark, "stroke-width": 3 }) +
  rect(150, 200, 100, 50, paint.darker, { rx: 6 }) +
  rect(160, 212, 52, 24, "#8fd3ff", { rx: 3 }) +
  circle(230, 224, 9, paint.accent) +
  group([150, 180, 220, 250].map((x) => rect(x - 6, 290, 12, 50, "#b87333")).join("")) +
  line(140, 90, 260, 90, paint.light, 4);
