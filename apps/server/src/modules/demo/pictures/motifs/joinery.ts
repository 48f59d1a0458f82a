/** Doors, door furniture and windows. */
import { circle, rect, type Motif } from "./shapes.ts";

/** A four-panel door in its frame. */
export const door: Motif = ({ paint }) =>
  rect(110, 40, 180, 310, paint.dark) +
  rect(122, 50, 156, 300, paint.base) +
  [
    [138, 66],
    [206, 66],
    [138, 208],
    [206, 208],
  ]
    .map(([x, y]) => rect(x!, y!, 56, 126, paint.light) + rect(x! + 6, y! + 6, 44, 114, paint.base))
    .join("") +
  rect(254, 192, 20, 8, paint.accent, { rx: 4 }) +
  circle(258, 210, 4, paint.accent);

/** A lever handle on its backplate. */
export const doorFurniture: Motif = ({ paint }) =>
  rect(170, 70, 60, 260, paint.base, { rx: 30 }) +
  rect(178, 80, 10, 240, paint.lighter, { rx: 5, "fill-opacity": 0.7 }) +
  circle(200, 150, 22, paint.dark) +
  rect(190, 138, 140, 24, paint.base, { rx: 12 }) +
  rect(196, 142, 126, 6, paint.lighter, { rx: 3, "fill-opacity": 0.8 }) +
  rect(192, 250, 16, 30, paint.darker, { rx: 8 });

/** A casement window with sky in the glass. */
export const window: Motif = ({ paint }) =>
  rect(80, 70, 240, 260, paint.base, { rx: 4 }) +
  [
    [98, 88, 96, 224],
    [206, 88, 96, 104],
    [206, 208, 96, 104],
  ]
    .map(
      ([x, y, w, h]) =>
        rect(x!, y!, w!, h!, "#bfe3f5") +
        rect(x! + 8, y! + 8, w! / 3, 10, "#ffffff", { "fill-opacity": 0.7, rx: 4 }),
    )
    .join("") +
  rect(176, 190, 14, 6, paint.accent, { rx: 3 }) +
  rect(70, 326, 260, 14, paint.dark, { rx: 3 });
