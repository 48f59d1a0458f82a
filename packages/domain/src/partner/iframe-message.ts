import { fail, fillMessage, ok, type Result } from "../shared/result.ts";
import { PARTNER_FUNCTION_UNKNOWN, PARTNER_MESSAGE_NOT_TEXT, PARTNER_PARAMETERS_BAD } from "./messages.ts";

/** spec/3 §5: the only functions a partner iframe may call on the page. */
export const PARTNER_FUNCTIONS = ["resizeToContent", "redirect", "scrollToTop"] as const;
export type PartnerFunction = (typeof PARTNER_FUNCTIONS)[number];

/** The tallest the iframe may ask to be, so a broken partner page cannot stretch ours without end. */
export const PARTNER_MAX_HEIGHT_PX = 20_000;
const PATH_MAX_LENGTH = 2_048;

export type PartnerMessage =
  | { readonly name: "resizeToContent"; readonly height: number }
  | { readonly name: "redirect"; readonly path: string }
  | { readonly name: "scrollToTop" };

export type PartnerMessageRefusal = "not_text" | "unknown_function" | "bad_parameters";

const isPartnerFunction = (name: string): name is PartnerFunction => (PARTNER_FUNCTIONS as readonly string[]).includes(name);

/**
 * A path on this site only: "/basket", not "//evil.example" or "/\evil.example" (both leave the
 * site in a browser), and no spaces or control characters.
 */
function isSitePath(path: string): boolean {
  return /^\/(?![/\\])[^\s\\]*$/.test(path) && path.length <= PATH_MAX_LENGTH;
}

/**
 * spec/3 §5: a partner message is a function name, a bar, then comma-separated parameters
 * ("resizeToContent|640"). Only the three known functions are accepted, each with its own
 * parameters; everything else is refused.
 */
export function parsePartnerMessage(data: unknown): Result<PartnerMessage, PartnerMessageRefusal> {
  if (typeof data !== "string") return fail("not_text", PARTNER_MESSAGE_NOT_TEXT);
  const bar = data.indexOf("|");
  const name = (bar === -1 ? data : data.slice(0, bar)).trim();
  const params = bar === -1 || data.slice(bar + 1).trim() === "" ? [] : data.slice(bar + 1).split(",").map((p) => p.trim());
  if (!isPartnerFunction(name)) return fail("unknown_function", fillMessage(PARTNER_FUNCTION_UNKNOWN, { name: name.slice(0, 40) }));
  const bad = () => fail("bad_parameters", fillMessage(PARTNER_PARAMETERS_BAD, { name }));
  switch (name) {
    case "resizeToContent": {
      const [height, ...rest] = params;
      if (rest.length > 0 || height === undefined || !/^\d+$/.test(height)) return bad();
      const px = Number(height);
      return px >= 1 && px <= PARTNER_MAX_HEIGHT_PX ? ok({ name, height: px }) : bad();
    }
    case "redirect": {
      const [path, ...rest] = params;
      return rest.length === 0 && path !== undefined && isSitePath(path) ? ok({ name, path }) : bad();
    }
    case "scrollToTop":
      // Takes no parameters; any sent are harmless and ignored.
      return ok({ name });
  }
}

/** Messages are only read from the partner origins the site is configured with (exact match). */
export function isPartnerOrigin(origin: string, allowedOrigins: readonly string[]): boolean {
  return allowedOrigins.includes(origin);
}
