/**
 * Ideal Postcodes (IDEAL_POSTCODES_API_KEY), through its own Node client `@ideal-postcodes/core-node`:
 * a postcode's addresses from `GET /v1/postcodes/{postcode}`, and an address again by its UDPRN
 * (`/v1/udprn/{n}`) or, for a flat of a multiple-residence building, its UMPRN (`/v1/umprn/{n}`).
 * A key is `u` or `m` before that number.
 *
 * "No such postcode" (the API's 404, code 4040) is no addresses. Anything else that is not an answer
 * we can read (no connection, no reply in time, a key refused, out of credit or over its daily
 * limit, a 5xx, a record of another shape) is an AddressLookupUnavailableError, which the API
 * turns into a 503. Its message names the provider's status and words, never the request: the
 * client's own error carries the request's headers, and so the key.
 */
import { Client } from "@ideal-postcodes/core-node";
import { z } from "zod";
import { AddressLookupUnavailableError, type AddressLookup, type FoundAddress } from "./address-lookup.ts";

export type IdealPostcodesOptions = {
  apiKey: string;
  /** The API's root, `https://api.ideal-postcodes.co.uk` by default; tests point it at a local server. */
  url?: string;
  /** How long one request may take; 5 s by default. */
  timeoutMs?: number;
};

export const DEFAULT_URL = "https://api.ideal-postcodes.co.uk";
const DEFAULT_TIMEOUT_MS = 5_000;
const KEY = /^([um])([1-9][0-9]{0,9})$/;

/** One delivery point as the API describes it: only the fields we read, checked. */
const addressRecord = z.object({
  postcode: z.string(),
  post_town: z.string(),
  line_1: z.string(),
  line_2: z.string().default(""),
  line_3: z.string().default(""),
  udprn: z.number().int(),
  /** A number for a flat in a multiple-residence building, "" otherwise. */
  umprn: z.union([z.number().int(), z.literal("")]).optional(),
  county: z.string().default(""),
  traditional_county: z.string().default(""),
});
type AddressRecord = z.infer<typeof addressRecord>;

/** Words of a town kept in lower case after its first word: Stoke-on-Trent, Newcastle upon Tyne. */
const LOWER_CASE_WORDS = new Set([
  "on",
  "upon",
  "in",
  "le",
  "by",
  "under",
  "super",
  "the",
  "next",
  "de",
  "en",
  "sub",
]);

/** The Royal Mail writes post towns in capitals ("NEWCASTLE UPON TYNE"); the shop writes them as names. */
export function townName(postTown: string): string {
  let first = true;
  return postTown.toLowerCase().replace(/[a-z][a-z'.]*/g, (word) => {
    const keepLower = !first && LOWER_CASE_WORDS.has(word);
    first = false;
    return keepLower ? word : word.charAt(0).toUpperCase() + word.slice(1);
  });
}

function found(record: AddressRecord): FoundAddress {
  const flat = typeof record.umprn === "number";
  return {
    key: flat ? `m${record.umprn}` : `u${record.udprn}`,
    line1: record.line_1.trim(),
    line2: [record.line_2, record.line_3]
      .map((line) => line.trim())
      .filter(Boolean)
      .join(", "),
    city: townName(record.post_town.trim()),
    county: (record.county || record.traditional_county).trim(),
    postcode: record.postcode,
  };
}

/** What went wrong, in the provider's words and status only (see the header: never the request). */
function unavailable(what: string, error: unknown): AddressLookupUnavailableError {
  if (error instanceof AddressLookupUnavailableError) return error;
  const status = (error as { httpStatus?: unknown } | null)?.httpStatus;
  const words = error instanceof Error ? error.message : "no answer";
  const answered = typeof status === "number" && status > 0 ? `answered ${status}: ${words}` : words;
  return new AddressLookupUnavailableError(`Ideal Postcodes ${what}: ${answered}`);
}

function read(what: string, record: unknown): FoundAddress {
  const parsed = addressRecord.safeParse(record);
  if (!parsed.success)
    throw new AddressLookupUnavailableError(`Ideal Postcodes ${what}: an answer of another shape`);
  return found(parsed.data);
}

export function createIdealPostcodesAddressLookup(options: IdealPostcodesOptions): AddressLookup {
  // The client is told a host (with any path) and whether to use TLS, and adds `/v1` itself.
  const root = new URL(options.url ?? DEFAULT_URL);
  const client = new Client(
    {
      api_key: options.apiKey,
      baseUrl: `${root.host}${root.pathname.replace(/\/+$/, "")}`,
      tls: root.protocol === "https:",
      timeout: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    },
    // Each lookup is paid for: a failure is reported, not tried again behind the shopper's back.
    { retry: 0 },
  );

  return {
    provider: "ideal-postcodes",

    async lookup(postcode) {
      const what = "postcode lookup";
      let records: unknown;
      try {
        records = await client.lookupPostcode({ postcode: postcode.replace(/\s+/g, "") });
      } catch (error) {
        throw unavailable(what, error);
      }
      if (!Array.isArray(records))
        throw new AddressLookupUnavailableError(`Ideal Postcodes ${what}: an answer of another shape`);
      return records.map((record) => read(what, record));
    },

    async address(key) {
      const match = KEY.exec(key);
      if (!match) return null;
      const [, kind, digits] = match;
      const what = kind === "m" ? "UMPRN lookup" : "UDPRN lookup";
      let record: unknown;
      try {
        record =
          kind === "m"
            ? await client.lookupUmprn({ umprn: Number(digits) })
            : await client.lookupUdprn({ udprn: Number(digits) });
      } catch (error) {
        throw unavailable(what, error);
      }
      return record === null || record === undefined ? null : read(what, record);
    },
  };
}
