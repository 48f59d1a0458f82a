/**
 * The actions of the identity forms (issue 11): the page's own checks first, by the form's table
 * of field rules in the domain (the one the API's check on blur answers from, decision 120; it
 * holds the password typed twice alike), and the forgotten-password email of spec/3 §5; then the
 * API, whose refusals the form shows. Each answers null when the page should move on, or what the
 * form shows (spec/1 §3 generic form response) and its status.
 */
import { PASSWORD_CHANGED_MESSAGE } from "@merchant/domain/accounts";
import { checkForm, type FormModel } from "@merchant/domain/forms";
import { checkForgottenPasswordEmail } from "@merchant/domain/van";
import type { ApiClient } from "~/lib/api.ts";
import { askForResetLink, changePassword, register, resetPassword } from "./api.ts";
import { askApi, formDone, formText, refusedField, refusedFields, type FormOutcome } from "./form-result.ts";

type Outcome = Promise<FormOutcome | null>;

/** The refusal naming every field `model`'s rules find at fault in the posted form, or null. */
export function formRulesRefusal(
  model: FormModel,
  form: FormData,
  values: Record<string, string> = {},
): FormOutcome | null {
  const posted = Object.fromEntries([...form].map(([name, value]) => [name, String(value)]));
  const errors = checkForm(model, posted);
  return Object.keys(errors).length > 0 ? refusedFields(errors, values) : null;
}

export async function registerAction(api: ApiClient, form: FormData): Outcome {
  const values = { name: formText(form, "name"), email: formText(form, "email") };
  const refused = formRulesRefusal("registration", form, values);
  if (refused) return refused;
  // spec/2 §7 registration-form: the branch picked in the optional step; the API checks it (400 naming branchId).
  const branchId = formText(form, "branchId");
  const body = {
    ...values,
    password: formText(form, "password"),
    ...(branchId ? { branchId: Number(branchId) } : {}),
  };
  return askApi(() => register(api, body), values);
}

/** Answers the API's words ("if an account uses that address…") in place of the form. */
export async function forgottenPasswordAction(api: ApiClient, form: FormData): Promise<FormOutcome> {
  const email = formText(form, "email");
  const checked = checkForgottenPasswordEmail(email);
  if (!checked.ok) return refusedField("email", checked.message, { email });
  let sent = "";
  const refused = await askApi(
    async () => {
      sent = (await askForResetLink(api, checked.value)).message;
    },
    { email },
  );
  return refused ?? { result: formDone(sent, { showForm: false }), status: 200 };
}

export async function resetPasswordAction(api: ApiClient, form: FormData): Outcome {
  const refused = formRulesRefusal("reset-password", form);
  if (refused) return refused;
  return askApi(() => resetPassword(api, formText(form, "token"), formText(form, "password")));
}

/** Always answers: a refusal, or the words that the password changed (the form stays, emptied). */
export async function changePasswordAction(api: ApiClient, form: FormData): Promise<FormOutcome> {
  const refused = formRulesRefusal("change-password", form);
  if (refused) return refused;
  const asked = await askApi(() =>
    changePassword(api, formText(form, "currentPassword"), formText(form, "newPassword")),
  );
  return asked ?? { result: formDone(PASSWORD_CHANGED_MESSAGE), status: 200 };
}
