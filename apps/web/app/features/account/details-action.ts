/**
 * The account page's forms (spec/1 §2 account pages): "Your details" and the password, told apart
 * by the `intent` each posts. The details are checked first by the account-details form's table
 * of rules in the domain (the one the check on blur answers from), then saved by the API.
 */
import type { AccountDetails, AccountDetailsBody } from "@merchant/contract";
import { DETAILS_SAVED_MESSAGE } from "@merchant/domain/forms";
import type { ApiClient } from "~/lib/api.ts";
import { saveAccountDetails } from "./api.ts";
import { askApi, formDone, formText, type FormOutcome, type FormResult } from "./form-result.ts";
import { changePasswordAction, formRulesRefusal } from "./identity-actions.ts";

export const DETAILS_INTENT = "details";
export const CHANGE_PASSWORD_INTENT = "change-password";

/** Saves the name, phone and company; says so, keeping the form with what was saved in it. */
export async function saveDetailsAction(api: ApiClient, form: FormData): Promise<FormOutcome> {
  const values = {
    name: formText(form, "name"),
    phone: formText(form, "phone"),
    company: formText(form, "company"),
  } satisfies AccountDetailsBody;
  const refused = formRulesRefusal("account-details", form, values);
  if (refused) return refused;
  let saved: AccountDetails | undefined;
  const asked = await askApi(async () => (saved = await saveAccountDetails(api, values)), values);
  if (asked) return asked;
  // The form shows what was saved at once, not only once the page's details are read again.
  const kept = { name: saved!.name, phone: saved!.phone ?? "", company: saved!.company ?? "" };
  return { result: { ...formDone(DETAILS_SAVED_MESSAGE), values: kept }, status: 200 };
}

export type AccountPageAnswer = { intent: string; result: FormResult; status: number };

/** The answer of whichever of the account page's forms was posted; the password form's without an intent. */
export async function accountPageAction(api: ApiClient, form: FormData): Promise<AccountPageAnswer> {
  if (formText(form, "intent") === DETAILS_INTENT) {
    return { intent: DETAILS_INTENT, ...(await saveDetailsAction(api, form)) };
  }
  return { intent: CHANGE_PASSWORD_INTENT, ...(await changePasswordAction(api, form)) };
}
