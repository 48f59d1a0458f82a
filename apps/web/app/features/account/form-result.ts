/**
 * What an account form's action answers when the API refuses: a message for the whole form and
 * each field's problem under its input, with what was typed (never a password) kept so it need
 * not be typed again. The forms work without JavaScript: the page's action asks the API.
 */
import { ApiError } from "~/lib/api.ts";

export type FormResult = {
  /** Shown above the form: wrong email or password, too many attempts. */
  message?: string;
  /** Input name → what is wrong with it, shown under the input. */
  fields?: Record<string, string>;
  /** What was typed into the form's text inputs, to fill them again. */
  values?: Record<string, string>;
  /** The form did what it was for; its words, when the page stays (a link emailed, a password changed). */
  done?: string;
};

/** A refusal of the form's own checks, before the API is asked: a 400 like the API's. */
export const refusedField = (field: string, problem: string, values: Record<string, string> = {}) => ({
  result: { fields: { [field]: problem }, values } satisfies FormResult,
  status: 400,
});

/**
 * Asks the API with `call`: null when it did what was asked; otherwise what the form shows and
 * the HTTP status for the page. A 400 or a refusal naming fields goes under the inputs; any other
 * refusal above the form. Anything that is not an API refusal is the page's error.
 */
export async function askApi(
  call: () => Promise<unknown>,
  values: Record<string, string> = {},
): Promise<{ result: FormResult; status: number } | null> {
  try {
    await call();
    return null;
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    const named = Object.keys(error.fields).length > 0;
    const result: FormResult =
      error.status === 400 || named
        ? { fields: { ...error.fields }, values }
        : { message: error.message, values };
    return { result, status: error.status };
  }
}

/** A text input of the posted form, "" when absent. */
export const formText = (form: FormData, name: string): string => String(form.get(name) ?? "");
