/**
 * Address lookup by postcode (spec/1 §2 Address popup, §3, §7 lookupAddress and populateAddress,
 * §8): a typed postcode's addresses through the configured lookup (the demo data's, or Ideal
 * Postcodes), answered in the popup's states. What is not a postcode is never sent on: with a
 * real provider every lookup is paid for. A lookup that cannot answer is a 503.
 */
import type { AddressLookupReply, AddressPopulateReply, LookupAddress } from "@merchant/contract";
import {
  ADDRESS_LOOKUP_FAILURES,
  addressChoiceLabel,
  addressesMatchingHouse,
} from "@merchant/domain/address";
import { normalisePostcode } from "@merchant/domain/branches";
import { MAX_ADDRESS_CHOICES } from "@merchant/contract/constants";
import {
  AddressLookupUnavailableError,
  type AddressLookup,
  type FoundAddress,
} from "../../adapters/address-lookup/index.ts";
import { DomainError, unavailable } from "../../lib/domain-errors.ts";

/** The API's words for a lookup that cannot answer; the popup shows the spec's 'unexpected response'. */
export const ADDRESS_LOOKUP_DOWN_MESSAGE =
  "The address lookup is not answering just now. Please enter the address yourself.";

const asLookupAddress = (address: FoundAddress): LookupAddress => ({
  InternalLine1: address.line1,
  InternalLine2: address.line2,
  City: address.city,
  Province: address.county,
  PostCode: address.postcode,
});

const labelOf = (address: LookupAddress) =>
  addressChoiceLabel({ line1: address.InternalLine1, line2: address.InternalLine2, city: address.City });

const choice = (address: FoundAddress) => ({ key: address.key, label: addressChoiceLabel(address) });

/** spec/1 §8 'invalid postcode': not a postcode, or one the lookup does not know. */
const invalidPostcode = (): AddressLookupReply => ({
  state: "error",
  list: [],
  key: "",
  message: ADDRESS_LOOKUP_FAILURES.invalidPostcode,
});

/**
 * A house number or name at a postcode (spec/1 §3 LookupNumber, LookupPostcode): the one address
 * it stands for, the several it might, none, or a postcode that is not one or is not known.
 */
export type HouseAtPostcode =
  | { found: "one"; address: LookupAddress; key: string }
  | { found: "several"; addresses: FoundAddress[] }
  | { found: "none" }
  | { found: "unknownPostcode" };

export function createAddressLookupService(lookup: AddressLookup) {
  async function asked<T>(question: () => Promise<T>): Promise<T> {
    try {
      return await question();
    } catch (error) {
      if (error instanceof AddressLookupUnavailableError)
        throw unavailable(ADDRESS_LOOKUP_DOWN_MESSAGE, error);
      throw error;
    }
  }

  /** A postcode's addresses, or null for text that is no postcode (never sent on) or a postcode not known. */
  async function addressesAt(typed: string): Promise<FoundAddress[] | null> {
    const postcode = normalisePostcode(typed);
    if (postcode === null) return null;
    const found = (await asked(() => lookup.lookup(postcode))).slice(0, MAX_ADDRESS_CHOICES);
    return found.length === 0 ? null : found;
  }

  async function houseAt(typed: string, house: string): Promise<HouseAtPostcode> {
    const all = await addressesAt(typed);
    if (all === null) return { found: "unknownPostcode" };
    const matching = addressesMatchingHouse(house, all);
    const [only] = matching;
    if (!only) return { found: "none" };
    if (matching.length > 1) return { found: "several", addresses: matching };
    return { found: "one", address: asLookupAddress(only), key: only.key };
  }

  return {
    /**
     * The addresses of a typed postcode, in the popup's states: select, single or error. With a
     * house number or name, only those that hold it; none is a select with no choices and
     * spec/1 §8's 'address matching failed'.
     */
    async lookUp(typed: string, house?: string): Promise<AddressLookupReply> {
      if (house !== undefined) {
        const match = await houseAt(typed, house);
        switch (match.found) {
          case "unknownPostcode":
            return invalidPostcode();
          case "none":
            return { state: "select", list: [], key: "", message: ADDRESS_LOOKUP_FAILURES.matchingFailed };
          case "several":
            return { state: "select", list: match.addresses.map(choice), key: "", message: "" };
          case "one":
            return {
              state: "single",
              list: [{ key: match.key, label: labelOf(match.address) }],
              key: match.key,
              message: "",
              address: match.address,
            };
        }
      }
      const found = await addressesAt(typed);
      const [only] = found ?? [];
      if (!found || !only) return invalidPostcode();
      if (found.length === 1) {
        return {
          state: "single",
          list: [choice(only)],
          key: only.key,
          message: "",
          address: asLookupAddress(only),
        };
      }
      return { state: "select", list: found.map(choice), key: "", message: "" };
    },

    /** A house number or name at a postcode, for an order sent in lookup mode without its address lines. */
    houseAt,

    /** The address a key from a lookup stands for; a key that names none is spec/1 §8 'address matching failed'. */
    async populate(key: string): Promise<AddressPopulateReply> {
      const address = await asked(() => lookup.address(key));
      if (!address) {
        const message = ADDRESS_LOOKUP_FAILURES.matchingFailed;
        throw new DomainError("not_found", message, { key: message });
      }
      return { state: "success", address: asLookupAddress(address), message: "" };
    },
  };
}

export type AddressLookupService = ReturnType<typeof createAddressLookupService>;
