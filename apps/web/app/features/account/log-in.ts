/** The login form's action: asks the API and turns a refusal into what the form shows. */
import type { ApiClient } from "~/lib/api.ts";
import { logInAs } from "./api.ts";
import { askApi, formText, type FormResult } from "./form-result.ts";

/** null when the user is now signed in; otherwise what to show and the HTTP status for the page. */
export function logIn(
  api: ApiClient,
  form: FormData,
): Promise<{ result: FormResult; status: number } | null> {
  const email = formText(form, "email");
  return askApi(() => logInAs(api, email, formText(form, "password")), { email });
}
