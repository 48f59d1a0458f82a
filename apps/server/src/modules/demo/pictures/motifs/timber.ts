/** Timber and things made of it: planks, sheets, mouldings, decking, fencing and stairs. */
import { box, circle, ellipse, group, line, path, polygon, rect, wave, type Motif } from "./shapes.ts";

/** Planks stacked in a pile, grain on the faces and growth rings on the ends. */
export const timber: Motif = ({ paint, random }) => {
  const planks: string[] = [];
  const rows = [
    { y: 270, count: 3 },
    { y: 222, count: 2 },
  ];
  for (const row of rows) {
    for (let i = 0; i < row.count; i++) {
      const x = 60 + i * 82 + (3 - row.count) * 41;
      const grain = [0.3, 0.55, 0.8]
        .map((at) =>
          path(wave(x + 4, row.y + 44 * at, 70, 3, random), "none", {
            stroke: paint.dark,
            "stroke-width": 1.5,
            "stroke-opacity": 0.55,
          }),
        )
        .join("");
      planks.push(
        box(x, row.y, 78, 44, 70, paint) +
          grain +
          group(
            ellipse(x + 39, row.y + 22, 30, 16, "none", {
              stroke: paint.dark,
              "stroke-width": 1.2,
              "stroke-opacity": 0.35,
            }),
          ),
      );
    }
  }
  return planks.join("");
};

/** A board leaning back, its layered edge showing. */
export const sheet: Motif = ({ paint, random }) => {
  const layers = Array.from({ length: 5 }, (_, i) =>
    line(112, 320 - i * 3, 300, 320 - i * 3, i % 2 ? paint.dark : paint.light, 2),
  ).join("");
  const flecks = Array.from({ length: 14 }, () =>
    ellipse(130 + random() * 160, 90 + random() * 200, 8 + random() * 10, 3, paint.dark, {
      "fill-opacity": 0.25,
    }),
  ).join("");
  return (
    polygon(
      [
        [110, 320],
        [150, 60],
        [340, 60],
        [300, 320],
      ],
      paint.base,
    ) +
    polygon(
      [
        [300, 320],
        [340, 60],
        [350, 66],
        [312, 326],
      ],
      paint.dark,
    ) +
    polygon(
      [
        [110, 320],
        [300, 320],
        [312, 326],
        [122, 326],
      ],
      paint.darker,
    ) +
    flecks +
    layers
  );
};

/** Lengths of profiled moulding (skirting, architrave) seen end on and along. */
export const moulding: Motif = ({ paint }) =>
  [0, 1, 2]
    .map((i) => {
      const y = 110 + i * 80;
      return (
        polygon(
          [
            [70, y],
            [300, y - 30],
            [330, y - 10],
            [100, y + 20],
          ],
          paint.light,
        ) +
        path(`M100 ${y + 20} L330 ${y - 10} L330 ${y + 40} L100 ${y + 70} Z`, paint.base) +
        path(`M70 ${y} L100 ${y + 20} L100 ${y + 70} L70 ${y + 50} Q82 ${y + 34} 70 ${y + 22} Z`, paint.dark)
      );
    })
    .join("");

/** Grooved decking boards running away from the viewer. */
export const decking: Motif = ({ paint, random }) =>
  Array.from({ length: 6 }, (_, i) => {
    const left = 60 + i * 48;
    const shade = i % 2 ? paint.base : paint.light;
    return (
      polygon(
        [
          [left, 330],
          [left + 44, 330],
          [160 + i * 16 + 14, 90],
          [160 + i * 16, 90],
        ],
        shade,
      ) +
      line(left + 14, 328, 160 + i * 16 + 4, 94, paint.dark, 1.2) +
      line(left + 30, 328, 160 + i * 16 + 9, 94, paint.dark, 1.2) +
      circle(left + 22, 300 - random() * 10, 2, paint.darker)
    );
  }).join("");

/** A closeboard panel between two posts. */
export const fencing: Motif = ({ paint }) =>
  rect(50, 70, 26, 270, paint.dark) +
  rect(324, 70, 26, 270, paint.dark) +
  Array.from({ length: 12 }, (_, i) =>
    rect(76 + i * 20.7, 90, 20, 230, i % 2 ? paint.base : paint.light),
  ).join("") +
  rect(76, 130, 248, 12, paint.darker, { "fill-opacity": 0.5 }) +
  rect(76, 270, 248, 12, paint.darker, { "fill-opacity": 0.5 }) +
  rect(44, 62, 38, 12, paint.darker) +
  rect(318, 62, 38, 12, paint.darker);

/** A flight of stairs in side view with a handrail. */
export const stairs: Motif = ({ paint }) => {
  const steps = Array.from({ length: 6 }, (_, i) =>
    rect(70 + i * 40, 300 - i * 38, 270 - i * 40, 38, i % 2 ? paint.base : paint.light),
  ).join("");
  return (
    steps +
    line(80, 250, 320, 22, paint.darker, 8) +
    Array.from({ length: 6 }, (_, i) =>
      line(90 + i * 40, 300 - i * 38, 90 + i * 40, 240 - i * 38, paint.dark, 4),
    ).join("")
  );
};
