/** Product pictures: beside the API, not in it (no CSRF, cached for a year). */
import { z } from "zod";
import { MAX_PICTURE_POSITION, PICTURE_WIDTH, SPIN_FRAMES } from "./constants.ts";
import { failures } from "./errors.ts";
import { wholeNumber } from "./input.ts";
import { route } from "./route.ts";

export const mediaRoutes = {
  productPicture: route({
    method: "GET",
    path: "/media/products/{id}/{n}.svg",
    summary: "A product's generated picture (SVG); ?w= draws it at another width, e.g. 160 for a thumbnail",
    tags: ["media"],
    params: z.object({
      id: wholeNumber({ min: 1 }).describe("product id"),
      n: wholeNumber({ min: 1, max: MAX_PICTURE_POSITION }).describe("picture position, from 1"),
    }),
    query: z.object({
      w: wholeNumber({ min: PICTURE_WIDTH.min, max: PICTURE_WIDTH.max })
        .default(PICTURE_WIDTH.default)
        .describe("width in pixels"),
    }),
    responses: { 200: z.string().describe("image/svg+xml"), 304: z.null(), ...failures(400, 404) },
  }),
  productSpinFrame: route({
    method: "GET",
    path: "/media/products/{id}/spin/{frame}.svg",
    summary: "A frame of a product's 360° view (SVG): its first picture turned 15° a frame (decision 158)",
    tags: ["media"],
    params: z.object({
      id: wholeNumber({ min: 1 }).describe("product id"),
      frame: wholeNumber({ min: 1, max: SPIN_FRAMES }).describe("frame, from 1 (facing) to " + SPIN_FRAMES),
    }),
    query: z.object({
      w: wholeNumber({ min: PICTURE_WIDTH.min, max: PICTURE_WIDTH.max })
        .default(PICTURE_WIDTH.default)
        .describe("width in pixels"),
    }),
    responses: { 200: z.string().describe("image/svg+xml"), 304: z.null(), ...failures(400, 404) },
  }),
};
