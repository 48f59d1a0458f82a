/** Tools and site kit: hand and power tools, ladders, workwear, fixings and guides. */
import { box, circle, line, path, polygon, rect, type Motif } from "./shapes.ts";

/** A claw hammer, or a handsaw: which one is fixed by the picture's seed. */
export const handTool: Motif = ({ paint, random }) =>
  random() < 0.5
    ? rect(186, 130, 28, 210, paint.base, { rx: 10 }) +
      rect(192, 250, 16, 80, paint.dark, { rx: 6 }) +
      path("M120 90 H260 Q276 90 276 106 V130 H120 Q104 130 104 112 Q104 90 120 90 Z", "#8a9097") +
      path("M260 96 Q310 96 330 140 Q300 118 268 124 Z", "#6d737a") +
      rect(120, 96, 120, 8, "#c9ced3", { rx: 3 })
    : polygon(
        [
          [70, 180],
          [300, 140],
          [300, 250],
          [70, 220],
        ],
        "#b9c0c7",
      ) +
      path(
        `M70 220 ${Array.from({ length: 23 }, (_, i) => `L${80 + i * 10} ${i % 2 ? 226 - i * 1.3 : 218 - i * 1.3}`).join(" ")} L300 250 Z`,
        "#9aa2aa",
      ) +
      line(80, 190, 290, 152, "#e3e7ea", 4) +
      path("M290 120 H350 Q362 120 362 134 V250 Q362 264 348 264 H296 Z", paint.base) +
      rect(312, 150, 28, 82, "#f4f4f4", { rx: 8 });

/** A cordless drill with its battery. */
export const powerTool: Motif = ({ paint }) =>
  path("M90 120 H260 Q290 120 290 150 V180 Q290 200 270 200 H200 L186 290 H140 L150 200 H90 Z", paint.base) +
  rect(118, 288, 100, 46, "#2f3236", { rx: 8 }) +
  rect(260, 138, 40, 44, "#3a3d42", { rx: 6 }) +
  rect(300, 150, 50, 20, "#6d737a") +
  polygon(
    [
      [350, 154],
      [380, 160],
      [350, 166],
    ],
    "#9aa2aa",
  ) +
  rect(100, 132, 130, 14, paint.light, { rx: 7, "fill-opacity": 0.7 }) +
  rect(168, 206, 16, 28, "#2f3236", { rx: 4 }) +
  circle(120, 165, 10, "#2f3236");

export const ladder: Motif = ({ paint }) =>
  line(140, 340, 180, 50, paint.base, 16) +
  line(260, 340, 220, 50, paint.base, 16) +
  Array.from({ length: 7 }, (_, i) => {
    const y = 310 - i * 40;
    const inset = ((340 - y) / 290) * 40;
    return line(140 + inset + 6, y, 260 - inset - 6, y, paint.dark, 10);
  }).join("") +
  rect(128, 334, 28, 10, "#2f3236", { rx: 3 }) +
  rect(244, 334, 28, 10, "#2f3236", { rx: 3 });

/** A hi-vis vest with reflective bands. */
export const workwear: Motif = ({ paint }) =>
  path("M120 80 L170 70 Q200 130 230 70 L280 80 L300 330 H100 Z", paint.base) +
  path("M170 70 Q200 130 230 70 L222 66 Q200 112 178 66 Z", paint.dark) +
  rect(106, 220, 188, 20, "#d9dde1") +
  rect(104, 270, 192, 20, "#d9dde1") +
  line(200, 130, 200, 330, paint.dark, 3);

/** A box of screws with a few loose in front. */
export const fixings: Motif = ({ paint }) => {
  const screw = (x: number, y: number, angle: number) =>
    `<g transform="rotate(${angle} ${x} ${y})">` +
    rect(x - 4, y, 8, 60, "#a8b0b8") +
    polygon(
      [
        [x - 4, y + 60],
        [x + 4, y + 60],
        [x, y + 74],
      ],
      "#a8b0b8",
    ) +
    rect(x - 10, y - 6, 20, 8, "#c9ced3", { rx: 2 }) +
    Array.from({ length: 6 }, (_, i) =>
      line(x - 5, y + 8 + i * 9, x + 5, y + 12 + i * 9, "#7d8790", 1.5),
    ).join("") +
    "</g>";
  return (
    box(80, 150, 190, 110, 70, paint) +
    rect(100, 180, 150, 40, "#ffffff", { rx: 4, "fill-opacity": 0.85 }) +
    screw(120, 270, -70) +
    screw(250, 280, -100) +
    screw(300, 260, -40)
  );
};

/** A guide book, cover and pages. */
export const book: Motif = ({ paint }) =>
  box(110, 90, 170, 230, 30, { ...paint, dark: "#f1ede4", light: paint.dark }) +
  rect(110, 90, 170, 230, paint.base) +
  rect(110, 90, 16, 230, paint.dark) +
  rect(146, 130, 110, 14, "#ffffff", { rx: 4, "fill-opacity": 0.9 }) +
  rect(146, 156, 80, 10, "#ffffff", { rx: 4, "fill-opacity": 0.6 }) +
  circle(200, 240, 36, paint.accent);
