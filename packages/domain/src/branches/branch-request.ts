/**
 * spec/2 §3, §5 delivery details form ('Please Provide Your Details'): a shopper outside every
 * delivery radius sends their details to the nearest branch. The server checks each field and
 * answers an error per field; the spec quotes none, so the address words are checkout's
 * (spec/1 §5) and the name words ours.
 */
import { ADDRESS_REQUIRED, POSTCODE_REQUIRED, TOWN_REQUIRED } from "../checkout/messages.ts";
import { isEmailAddress } from "../checkout/field-rules.ts";
import { QUOTE_EMAIL_INVALID_MESSAGE } from "../quotes/messages.ts";
import { isValidPostcode } from "./postcode.ts";
import { FIRST_NAME_REQUIRED, LAST_NAME_REQUIRED } from "./messages.ts";

export type BranchRequestFields = {
  readonly fname: string;
  readonly lname: string;
  readonly email: string;
  readonly postcode: string;
  readonly address1: string;
  readonly city: string;
  readonly county: string;
};

/** Field name → what is wrong with it; empty when every field is fine. County is optional. */
export function checkBranchRequest(
  fields: BranchRequestFields,
): Partial<Record<keyof BranchRequestFields, string>> {
  const blank = (value: string) => value.trim() === "";
  const errors: Partial<Record<keyof BranchRequestFields, string>> = {};
  if (blank(fields.fname)) errors.fname = FIRST_NAME_REQUIRED;
  if (blank(fields.lname)) errors.lname = LAST_NAME_REQUIRED;
  if (!isEmailAddress(fields.email.trim())) errors.email = QUOTE_EMAIL_INVALID_MESSAGE;
  if (!isValidPostcode(fields.postcode)) errors.postcode = POSTCODE_REQUIRED;
  if (blank(fields.address1)) errors.address1 = ADDRESS_REQUIRED;
  if (blank(fields.city)) errors.city = TOWN_REQUIRED;
  return errors;
}
