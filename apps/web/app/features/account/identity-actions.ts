/**
 * The actions of the identity forms (issue 11): the page's own checks first (the password typed
 * twice alike, the forgotten-password email of spec/3 §5), then the API, whose refusals the form
 * shows. Each answers null when the page should move on, or what the form shows and its status.
 */
import { checkNewPassword, PASSWORD_CHANGED_MESSAGE } from "@merchant/domain/accounts";
import { checkForgottenPasswordEmail } from "@merchant/domain/van";
import type { ApiClient } from "~/lib/api.ts";
import { askForResetLink, changePassword, register, resetPassword } from "./api.ts";
import { askApi, formText, refusedField, type FormResult } from "./form-result.ts";

type Outcome = Promise<{ result: FormResult; status: number } | null>;

/** The new password and its confirmation alike and long enough, or the refusal naming the field at fault. */
function newPasswordRefusal(form: FormData, name: string, values: Record<string, string>) {
  const checked = checkNewPassword(formText(form, name), formText(form, "confirmPassword"));
  if (checked.ok) return null;
  return refusedField(checked.code === "too_short" ? name : "confirmPassword", checked.message, values);
}

export async function registerAction(api: ApiClient, form: FormData): Outcome {
  const values = { name: formText(form, "name"), email: formText(form, "email") };
  const refused = newPasswordRefusal(form, "password", values);
  if (refused) return refused;
  return askApi(() => register(api, { ...values, password: formText(form, "password") }), values);
}

/** Answers the API's words ("if an account uses that address…") as the form's `done`. */
export async function forgottenPasswordAction(api: ApiClient, form: FormData): Outcome {
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
  return refused ?? { result: { done: sent }, status: 200 };
}

export async function resetPasswordAction(api: ApiClient, form: FormData): Outcome {
  const refused = newPasswordRefusal(form, "password", {});
  if (refused) return refused;
  return askApi(() => resetPassword(api, formText(form, "token"), formText(form, "password")));
}

export async function changePasswordAction(api: ApiClient, form: FormData): Outcome {
  const refused = newPasswordRefusal(form, "newPassword", {});
  if (refused) return refused;
  const asked = await askApi(() =>
    changePassword(api, formText(form, "currentPassword"), formText(form, "newPassword")),
  );
  return asked ?? { result: { done: PASSWORD_CHANGED_MESSAGE }, status: 200 };
}
