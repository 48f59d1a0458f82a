/** The login form's action: asks the API and turns a refusal into what the form shows. */
import { ApiError, type ApiClient } from "~/lib/api.ts";
import { logInAs } from "./api.ts";

export type LoginResult = {
  /** Shown above the form: wrong email or password, too many attempts. */
  message?: string;
  /** Input name → what is wrong with it, shown under the input. */
  fields?: Record<string, string>;
  /** The email as typed, so a failed attempt does not make the user type it again. */
  email: string;
};

/** null when the user is now signed in; otherwise what to show and the HTTP status for the page. */
export async function logIn(
  api: ApiClient,
  form: FormData,
): Promise<{ result: LoginResult; status: number } | null> {
  const email = String(form.get("email") ?? "");
  const password = String(form.get("password") ?? "");
  try {
    await logInAs(api, email, password);
    return null;
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    const result: LoginResult =
      error.status === 400 ? { fields: { ...error.fields }, email } : { message: error.message, email };
    return { result, status: error.status };
  }
}
