/** Plumbing and bathrooms: pipes, fittings, sanitaryware and taps. */
import { circle, ellipse, path, rect, type Motif } from "./shapes.ts";

/** A bundle of pipe lengths with a highlight along each. */
export const pipe: Motif = ({ paint }) =>
  [130, 190, 250]
    .map(
      (y, i) =>
        rect(60 + i * 12, y, 260, 40, paint.base, { rx: 20 }) +
        rect(70 + i * 12, y + 7, 240, 8, paint.lighter, { rx: 4, "fill-opacity": 0.8 }) +
        ellipse(320 + i * 12, y + 20, 12, 20, paint.dark) +
        ellipse(320 + i * 12, y + 20, 7, 13, paint.darker),
    )
    .join("");

/** An elbow and a tee, as sold loose. */
export const fitting: Motif = ({ paint }) =>
  path("M80 160 H170 Q210 160 210 200 V290 H160 V210 Q160 205 155 205 H80 Z", paint.base) +
  rect(72, 154, 16, 58, paint.dark, { rx: 4 }) +
  rect(152, 282, 66, 16, paint.dark, { rx: 4 }) +
  path("M92 166 H168 Q200 166 202 196", "none", {
    stroke: paint.lighter,
    "stroke-width": 6,
    "stroke-opacity": 0.7,
  }) +
  rect(230, 120, 100, 44, paint.base, { rx: 6 }) +
  rect(258, 164, 44, 60, paint.base) +
  rect(222, 114, 16, 56, paint.dark, { rx: 4 }) +
  rect(322, 114, 16, 56, paint.dark, { rx: 4 }) +
  rect(252, 218, 56, 16, paint.dark, { rx: 4 }) +
  rect(238, 128, 84, 7, paint.lighter, { rx: 3, "fill-opacity": 0.7 });

/** A basin on its pedestal. */
export const bathroom: Motif = ({ paint }) =>
  path("M90 140 H310 Q310 230 200 236 Q90 230 90 140 Z", paint.base) +
  ellipse(200, 146, 100, 18, paint.dark) +
  ellipse(200, 150, 84, 12, paint.light) +
  path("M176 232 H224 L232 330 H168 Z", paint.base) +
  path("M176 232 H188 L184 330 H168 Z", paint.dark, { "fill-opacity": 0.4 }) +
  rect(192, 104, 16, 34, paint.accent, { rx: 4 }) +
  path("M200 108 Q200 92 226 92 V104 Q212 104 212 112 Z", paint.accent);

/** A mixer tap with its lever. */
export const tap: Motif = ({ paint }) =>
  ellipse(200, 320, 70, 14, paint.dark) +
  rect(170, 170, 60, 150, paint.base, { rx: 14 }) +
  rect(178, 178, 12, 134, paint.lighter, { rx: 6, "fill-opacity": 0.7 }) +
  path("M200 180 Q200 100 280 100 H300 V132 H282 Q232 132 232 190 Z", paint.base) +
  rect(288, 126, 18, 14, paint.dark, { rx: 3 }) +
  rect(186, 130, 28, 46, paint.dark, { rx: 8 }) +
  rect(194, 96, 12, 48, paint.accent, { rx: 6, transform: "rotate(-20 200 130)" }) +
  circle(296, 152, 4, "#8fd3ff") +
  circle(298, 170, 3, "#8fd3ff");
