/**
 * Address lookup by postcode for the checkout's address popup (spec/1 §2, §3, §5, §7
 * /brochure/lookupAddress and /brochure/populateAddress, §8; decision 123): a postcode's addresses
 * to choose from, and the address a chosen key stands for. Answered by the address-lookup
 * adapter: the demo data's addresses, or Ideal Postcodes when IDEAL_POSTCODES_API_KEY is set.
 */
import { z } from "zod";
import { LOOKUP_NUMBER_MAX_LENGTH } from "@merchant/domain/address";
import { postcodeLookupStep } from "@merchant/domain/branches";
import {
  ADDRESS_KEY_MAX_LENGTH,
  ADDRESS_LOOKUP_POSTCODE_MAX_LENGTH,
  MAX_ADDRESS_CHOICES,
} from "./constants.ts";
import { failures } from "./errors.ts";
import { text } from "./input.ts";
import { route } from "./route.ts";

export const addressChoiceSchema = z
  .object({
    key: z.string().describe("opaque: send it back to /api/address/populate"),
    label: z.string().describe("the address on one line: '14 Orchard Close, Ipswich'"),
  })
  .meta({ id: "AddressChoice" });
export type AddressChoice = z.infer<typeof addressChoiceSchema>;

/** spec/1 §3's names for an address's parts, and the postcode, as the checkout form's fields take them. */
export const lookupAddressSchema = z
  .object({
    InternalLine1: z.string().describe("line 1: house number or name and street, or flat and building"),
    InternalLine2: z.string().describe("line 2, often blank"),
    City: z.string().describe("the town or city"),
    Province: z.string().describe("the county, sometimes blank"),
    PostCode: z.string().describe("upper case with one space: 'IP1 1AA'"),
  })
  .meta({ id: "LookupAddress" });
export type LookupAddress = z.infer<typeof lookupAddressSchema>;

export const addressLookupReplySchema = z
  .object({
    state: z
      .enum(["select", "single", "error"])
      .describe(
        "select: choose from `list` (empty only when a `number` matched none of the postcode's addresses: `message` 'address matching failed'); single: the postcode has one address, or one matches `number`: `key` and `address`; error: see `message`",
      ),
    list: z.array(addressChoiceSchema).max(MAX_ADDRESS_CHOICES),
    key: z.string().describe("single: the one address's key; otherwise empty"),
    message: z
      .string()
      .describe(
        "why, in the spec's words: 'invalid postcode' (error), 'address matching failed' (select with no match); otherwise empty",
      ),
    address: lookupAddressSchema
      .optional()
      .describe("single: the one address, so no populate call is needed"),
  })
  .meta({ id: "AddressLookupReply" });
export type AddressLookupReply = z.infer<typeof addressLookupReplySchema>;

export const addressPopulateReplySchema = z
  .object({
    state: z.literal("success"),
    address: lookupAddressSchema,
    message: z.string().describe("always empty: a key that names no address is a 404"),
  })
  .meta({ id: "AddressPopulateReply" });
export type AddressPopulateReply = z.infer<typeof addressPopulateReplySchema>;

const postcodeSchema = text(ADDRESS_LOOKUP_POSTCODE_MAX_LENGTH, { missing: "Is required", trim: true })
  // spec/1 §5: the lookup needs more than 2 characters.
  .refine((typed) => postcodeLookupStep(typed).lookup, { error: "Must be more than 2 characters" })
  .describe("the postcode typed: 'IP1 1AA', 'ip11aa'");

const numberSchema = text(LOOKUP_NUMBER_MAX_LENGTH, { trim: true })
  .min(1, { error: "Must not be blank" })
  .describe(
    "spec/1 §3 LookupNumber: a house number or name ('14', 'Rose Cottage', 'Flat 2'); only the postcode's addresses that hold it are answered",
  );

const keySchema = text(ADDRESS_KEY_MAX_LENGTH, { missing: "Is required" })
  .regex(/^[A-Za-z0-9_-]+$/, { error: "Must be a key from an address lookup" })
  .describe("a key from the list of /api/address/lookup");

export const addressLookupRoutes = {
  lookUpAddresses: route({
    method: "POST",
    path: "/api/address/lookup",
    summary:
      "The addresses of a postcode (POST /brochure/lookupAddress): several to choose from (select), the one there is (single), or 'invalid postcode' for a postcode that is not one or is not known (error). With a house number or name (`number`, spec/1 §3 LookupNumber) only the addresses that hold it: one (single), several (select), or none (select with an empty list, 'address matching failed'). Limited per client: a lookup may be paid for",
    tags: ["address lookup"],
    body: z.strictObject({ postcode: postcodeSchema, number: numberSchema.optional() }),
    responses: { 200: addressLookupReplySchema, ...failures(400, 403, 429, 503) },
  }),
  populateAddress: route({
    method: "POST",
    path: "/api/address/populate",
    summary:
      "The address a key from a lookup stands for (POST /brochure/populateAddress); 404 'address matching failed' when it names none. Limited per client",
    tags: ["address lookup"],
    body: z.strictObject({ key: keySchema }),
    responses: { 200: addressPopulateReplySchema, ...failures(400, 403, 404, 429, 503) },
  }),
};
