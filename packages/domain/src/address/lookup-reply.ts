import { fail, ok, type Result } from "../shared/result.ts";
import { ADDRESS_LOOKUP_FAILURES } from "./messages.ts";

/**
 * spec/1 §3: the address lookup reply. `select` offers choices; `single` names the one address's
 * key (and may carry the address itself, saving the populate call); `success` carries the address
 * a key stands for. `PostCode` is ours: the old reply left the postcode to the field it was typed in.
 */
export type AddressChoice = { key: string; label: string };
export type LookupAddress = {
  InternalLine1: string;
  InternalLine2: string;
  City: string;
  Province: string;
  PostCode?: string;
};
export type AddressLookupReply =
  | { state: "select"; list: AddressChoice[] }
  | { state: "single"; key: string; address?: LookupAddress }
  | { state: "success"; address: LookupAddress; key?: string }
  | { state: "error"; message?: string };

export type AddressLookupOutcome =
  | { kind: "choose"; choices: AddressChoice[] }
  /** The one address is known by its key only: ask for it (populate) before filling. */
  | { kind: "populate"; key: string }
  | { kind: "fill"; address: LookupAddress; key?: string };
export type AddressLookupFailure = "unexpected" | "invalidPostcode" | "matchingFailed";

/**
 * spec/1 §8: the helper rejects with 'unexpected response', 'invalid postcode' or 'address matching failed'.
 * An error reply with a server message is a postcode the lookup did not know; an empty choice list means
 * the postcode was known but no address matched.
 */
export function readAddressLookupReply(reply: unknown): Result<AddressLookupOutcome, AddressLookupFailure> {
  if (!reply || typeof reply !== "object" || !("state" in reply)) {
    return fail("unexpected", ADDRESS_LOOKUP_FAILURES.unexpected);
  }
  const answer = reply as AddressLookupReply;
  switch (answer.state) {
    case "select":
      return Array.isArray(answer.list) && answer.list.length > 0
        ? ok({ kind: "choose", choices: answer.list })
        : fail("matchingFailed", ADDRESS_LOOKUP_FAILURES.matchingFailed);
    case "single":
    case "success": {
      const key = typeof answer.key === "string" && answer.key !== "" ? answer.key : undefined;
      if (answer.address)
        return ok(
          key ? { kind: "fill", address: answer.address, key } : { kind: "fill", address: answer.address },
        );
      return answer.state === "single" && key
        ? ok({ kind: "populate", key })
        : fail("matchingFailed", ADDRESS_LOOKUP_FAILURES.matchingFailed);
    }
    case "error":
      return fail("invalidPostcode", ADDRESS_LOOKUP_FAILURES.invalidPostcode);
    default:
      return fail("unexpected", ADDRESS_LOOKUP_FAILURES.unexpected);
  }
}
