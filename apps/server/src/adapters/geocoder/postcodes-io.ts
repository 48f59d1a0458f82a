/**
 * A postcodes.io-compatible geocoder (GEOCODER_URL): the public api.postcodes.io or a
 * self-hosted copy of the open-source service. Postcodes and outward codes are looked up
 * directly; anything else is searched as a place name; a position is answered with the nearest
 * postcode, or the nearest outward code where no postcode is within 2 km (open country).
 *
 * A 404 means "no such place" (null). Anything else that is not an answer we can read (no
 * connection, no reply within the timeout, a 5xx, a reply of another shape) is a
 * GeocoderUnavailableError, which the API turns into a 503.
 */
import { z } from "zod";
import { GeocoderUnavailableError, type Geocoder, type Place } from "./geocoder.ts";
import { readPlaceText } from "./place-text.ts";

export type PostcodesIoOptions = {
  /** The service's root, e.g. https://api.postcodes.io (no trailing slash needed). */
  url: string;
  /** How long one request may take; 5 s by default. */
  timeoutMs?: number;
};

const DEFAULT_TIMEOUT_MS = 5_000;
/** postcodes.io's widest radius for nearest postcodes (metres). */
const POSTCODE_RADIUS_M = 2_000;
/** …and for nearest outward codes (metres). */
const OUTCODE_RADIUS_M = 25_000;
/** Place names repeat (a Newport in Wales, on Wight, in Shropshire …): take a few and prefer the bigger. */
const PLACE_CANDIDATES = 10;
const PLACE_RANK = ["City", "Capital City", "Town", "Other Settlement", "Suburban Area", "Village", "Hamlet"];

const position = { latitude: z.number().nullable(), longitude: z.number().nullable() };
const postcodeResult = z.object({ postcode: z.string(), ...position });
const outcodeResult = z.object({ outcode: z.string(), ...position });
const placeResult = z.object({ name_1: z.string(), local_type: z.string().nullish(), ...position });
/** Every postcodes.io answer: `{ status, result }`. */
const replyStatus = z.object({ status: z.number(), result: z.unknown() });

type Located = { latitude: number; longitude: number };
const located = <T extends { latitude: number | null; longitude: number | null }>(
  row: T | null | undefined,
) => (row && row.latitude !== null && row.longitude !== null ? (row as T & Located) : null);

export function createPostcodesIoGeocoder(options: PostcodesIoOptions): Geocoder {
  const root = options.url.replace(/\/+$/, "");
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;

  /** The reply's `result`, or null for a 404; any other failure is the service being unavailable. */
  async function get<T extends z.ZodType>(path: string, result: T): Promise<z.output<T> | null> {
    let response: Response;
    try {
      response = await fetch(`${root}${path}`, {
        headers: { accept: "application/json" },
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      const why =
        error instanceof Error && error.name === "TimeoutError"
          ? `no answer within ${timeoutMs} ms`
          : "no connection";
      throw new GeocoderUnavailableError(`geocoder ${path}: ${why}`, { cause: error });
    }
    if (response.status === 404) {
      await response.body?.cancel();
      return null;
    }
    if (!response.ok) {
      await response.body?.cancel();
      throw new GeocoderUnavailableError(`geocoder ${path}: answered ${response.status}`);
    }
    let body: unknown;
    try {
      body = await response.json();
    } catch (error) {
      throw new GeocoderUnavailableError(`geocoder ${path}: the answer is not JSON`, { cause: error });
    }
    const envelope = replyStatus.safeParse(body);
    const parsed = envelope.success ? result.safeParse(envelope.data.result) : envelope;
    if (!parsed.success) throw new GeocoderUnavailableError(`geocoder ${path}: an answer of another shape`);
    return parsed.data as z.output<T>;
  }

  async function outcode(code: string): Promise<Located | null> {
    return located(await get(`/outcodes/${encodeURIComponent(code)}`, outcodeResult));
  }

  async function postcode(code: string, outcodeOfIt: string): Promise<Located | null> {
    // A postcode too new (or too old) for the service's copy is still in its district.
    return (
      located(await get(`/postcodes/${encodeURIComponent(code)}`, postcodeResult)) ??
      (await outcode(outcodeOfIt))
    );
  }

  async function place(name: string): Promise<Place | null> {
    const query = new URLSearchParams({ q: name, limit: String(PLACE_CANDIDATES) });
    const rows = ((await get(`/places?${query}`, z.array(placeResult).nullable())) ?? []).flatMap((row) => {
      const at = located(row);
      return at ? [at] : [];
    });
    const wanted = name.trim().toLowerCase();
    const rank = (row: (typeof rows)[number]) =>
      (row.name_1.toLowerCase() === wanted ? 0 : 100) +
      (PLACE_RANK.indexOf(row.local_type ?? "") + 1 || PLACE_RANK.length + 1);
    const best = rows.toSorted((a, b) => rank(a) - rank(b))[0];
    return best ? { label: best.name_1, postcode: null, lat: best.latitude, lng: best.longitude } : null;
  }

  return {
    answersLocally: false,

    async find(text) {
      const read = readPlaceText(text);
      if (read === null) return null;
      if (read.kind === "name") return place(read.name);
      const at =
        read.kind === "postcode" ? await postcode(read.postcode, read.outcode) : await outcode(read.outcode);
      const label = read.kind === "postcode" ? read.postcode : read.outcode;
      return at ? { label, postcode: label, lat: at.latitude, lng: at.longitude } : null;
    },

    async reverse(lat, lng) {
      const near = (radius: number) =>
        new URLSearchParams({ lon: String(lng), lat: String(lat), limit: "1", radius: String(radius) });
      const postcodes = await get(
        `/postcodes?${near(POSTCODE_RADIUS_M)}`,
        z.array(postcodeResult).nullable(),
      );
      const nearestPostcode = located(postcodes?.[0]);
      if (nearestPostcode) {
        const { postcode: code, latitude, longitude } = nearestPostcode;
        return { label: code, postcode: code, lat: latitude, lng: longitude };
      }
      const outcodes = await get(`/outcodes?${near(OUTCODE_RADIUS_M)}`, z.array(outcodeResult).nullable());
      const nearestOutcode = located(outcodes?.[0]);
      if (!nearestOutcode) return null;
      const { outcode: code, latitude, longitude } = nearestOutcode;
      return { label: code, postcode: code, lat: latitude, lng: longitude };
    },
  };
}
