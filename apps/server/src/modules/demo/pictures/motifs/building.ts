/** Building materials and landscaping: bricks, blocks, bagged goods, insulation, roofing, gravel, paving. */
import { mix } from "../colour.ts";
import { box, circle, ellipse, line, path, polygon, rect, type Motif } from "./shapes.ts";

/** A panel of wall in stretcher bond, each brick a touch different. */
export const brick: Motif = ({ paint, random }) => {
  const bricks: string[] = [rect(60, 90, 280, 230, "#d9d3c7")];
  for (let row = 0; row < 8; row++) {
    const offset = row % 2 ? -32 : 0;
    for (let col = 0; col < 5; col++) {
      const x = Math.max(60, 60 + offset + col * 64);
      const right = Math.min(340, 60 + offset + col * 64 + 60);
      const shade = mix(paint.base, random() > 0.5 ? paint.dark : paint.light, random() * 0.6);
      bricks.push(rect(x, 92 + row * 28.6, right - x, 25, shade, { rx: 1.5 }));
    }
    const last = 60 + offset + 5 * 64;
    if (last < 340) bricks.push(rect(last, 92 + row * 28.6, 340 - last, 25, paint.base, { rx: 1.5 }));
  }
  return bricks.join("");
};

/** Two hollow concrete blocks, their cores open on top. */
export const block: Motif = ({ paint }) =>
  [
    { x: 70, y: 220 },
    { x: 190, y: 200 },
  ]
    .map(
      ({ x, y }) =>
        box(x, y, 130, 80, 60, paint) +
        [22, 72]
          .map((core) =>
            polygon(
              [
                [x + core, y - 8],
                [x + core + 18, y - 22],
                [x + core + 40, y - 22],
                [x + core + 22, y - 8],
              ],
              paint.darker,
            ),
          )
          .join(""),
    )
    .join("");

/** A filled sack with a printed label band. */
export const bag: Motif = ({ paint }) =>
  path("M110 100 Q200 80 290 100 L310 310 Q200 336 90 310 Z", paint.base) +
  path("M110 100 Q200 80 290 100 L292 118 Q200 100 108 118 Z", paint.dark) +
  path("M100 180 Q200 164 300 180 L304 250 Q200 268 96 250 Z", paint.accent) +
  rect(150, 200, 100, 10, "#ffffff", { rx: 5, "fill-opacity": 0.85 }) +
  rect(165, 222, 70, 8, "#ffffff", { rx: 4, "fill-opacity": 0.6 }) +
  path("M120 130 Q130 220 112 300", "none", {
    stroke: paint.light,
    "stroke-width": 6,
    "stroke-opacity": 0.5,
  });

/** A roll of insulation with its spiral showing. */
export const insulation: Motif = ({ paint }) =>
  rect(110, 110, 200, 200, paint.base) +
  ellipse(310, 210, 40, 100, paint.light) +
  path("M310 130 a28 80 0 1 1 -1 0 M310 160 a16 50 0 1 1 -1 0 M310 190 a6 20 0 1 1 -1 0", "none", {
    stroke: paint.dark,
    "stroke-width": 3,
  }) +
  ellipse(110, 210, 40, 100, paint.dark) +
  rect(150, 110, 40, 200, paint.accent, { "fill-opacity": 0.85 });

/** Overlapping rows of roof tiles. */
export const roofing: Motif = ({ paint, random }) => {
  const tiles: string[] = [];
  for (let row = 0; row < 6; row++) {
    const y = 90 + row * 38;
    const offset = row % 2 ? 22 : 0;
    for (let col = -1; col < 7; col++) {
      const x = 60 + offset + col * 44;
      if (x > 340 || x + 44 < 60) continue;
      const shade = mix(paint.base, paint.dark, random() * 0.5);
      tiles.push(
        path(`M${x} ${y} h44 v34 q-22 14 -44 0 Z`, shade, { stroke: paint.darker, "stroke-width": 1 }),
      );
    }
  }
  return `<clipPath id="roof"><rect x="60" y="80" width="280" height="250"/></clipPath><g clip-path="url(#roof)">${tiles.join("")}</g>`;
};

/** A heap of stones. */
export const gravel: Motif = ({ paint, random }) => {
  const stones: string[] = [path("M60 320 Q200 120 340 320 Z", paint.dark)];
  for (let i = 0; i < 70; i++) {
    const x = 80 + random() * 240;
    const top = 320 - (1 - Math.abs(x - 200) / 140) * 180;
    const y = top + 10 + random() * (320 - top - 14);
    stones.push(
      ellipse(x, y, 6 + random() * 6, 4 + random() * 4, mix(paint.base, paint.lighter, random()), {
        stroke: paint.darker,
        "stroke-width": 0.6,
      }),
    );
  }
  return stones.join("");
};

/** Laid paving slabs in perspective, each slab its own shade. */
export const paving: Motif = ({ paint, random }) => {
  const slabs: string[] = [];
  const corner = (u: number, v: number): [number, number] => [200 + (u - v) * 48, 110 + (u + v) * 26];
  for (let u = 0; u < 4; u++) {
    for (let v = 0; v < 4; v++) {
      const shade = mix(paint.base, random() > 0.5 ? paint.light : paint.dark, random() * 0.7);
      slabs.push(
        polygon([corner(u, v), corner(u + 1, v), corner(u + 1, v + 1), corner(u, v + 1)], shade, {
          stroke: paint.darker,
          "stroke-width": 2,
        }),
      );
    }
  }
  return (
    slabs.join("") +
    circle(236, 198, 3, paint.darker, { "fill-opacity": 0.4 }) +
    line(150, 230, 170, 240, paint.dark, 1)
  );
};

/** A tin of paint, stain or preserver, its label in the product's colour. */
export const tin: Motif = ({ paint }) =>
  rect(120, 130, 160, 190, "#b9c0c7") +
  rect(120, 130, 30, 190, "#d9dee2") +
  ellipse(200, 320, 80, 18, "#9aa2aa") +
  rect(120, 180, 160, 100, paint.base) +
  rect(150, 205, 100, 14, "#ffffff", { rx: 6, "fill-opacity": 0.85 }) +
  rect(165, 232, 70, 9, "#ffffff", { rx: 4, "fill-opacity": 0.6 }) +
  ellipse(200, 130, 80, 18, "#cfd5da") +
  ellipse(200, 130, 66, 13, paint.dark) +
  path("M124 132 Q200 40 276 132", "none", { stroke: "#7d8790", "stroke-width": 4 });
