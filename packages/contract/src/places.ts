/**
 * Places: a postcode or place name turned into a position, and a position into a postcode
 * (use my location). Answered by the geocoder adapter: the shipped table of postcode districts
 * and towns, or a postcodes.io-compatible service when GEOCODER_URL is set.
 */
import { z } from "zod";
import { MAX_PLACE_QUERY_LENGTH } from "./constants.ts";
import { failures } from "./errors.ts";
import { text } from "./input.ts";
import { route } from "./route.ts";

export const placeSchema = z
  .object({
    label: z.string().describe("what to show: the formatted postcode, or the place's name"),
    postcode: z
      .string()
      .nullable()
      .describe("the formatted postcode (full, or its outward code) when the place is one; null for a town"),
    lat: z.number(),
    lng: z.number(),
  })
  .meta({ id: "Place" });
export type Place = z.infer<typeof placeSchema>;

export const latitudeSchema = z.coerce
  .number<number | string>({ error: "Must be a latitude" })
  .min(-90, { error: "Must be a latitude" })
  .max(90, { error: "Must be a latitude" });
export const longitudeSchema = z.coerce
  .number<number | string>({ error: "Must be a longitude" })
  .min(-180, { error: "Must be a longitude" })
  .max(180, { error: "Must be a longitude" });

export const placeRoutes = {
  findPlace: route({
    method: "GET",
    path: "/api/places",
    summary: "A UK postcode (full or outward code) or a place name as a position; 404 when it is not known",
    tags: ["places"],
    query: z.object({
      q: text(MAX_PLACE_QUERY_LENGTH, { trim: true, missing: "Is required" })
        .min(1, { error: "Is required" })
        .describe("a postcode, outward code or town"),
    }),
    responses: { 200: z.object({ place: placeSchema }), ...failures(400, 404, 429, 503) },
  }),
  reversePlace: route({
    method: "GET",
    path: "/api/places/reverse",
    summary: "The postcode of a position (use my location); 404 when none is near enough",
    tags: ["places"],
    query: z.object({ lat: latitudeSchema, lng: longitudeSchema }),
    responses: { 200: z.object({ place: placeSchema }), ...failures(400, 404, 429, 503) },
  }),
};
