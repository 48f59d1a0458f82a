/**
 * What an account form's action answers, in the shape of spec/1 §3's generic form response:
 * `success`, `showForm`, `statusMessage` and `errors` keyed by input name (§7: a form posted to
 * its action answers JSON success, showForm, statusMessage, errors). With them, what was typed
 * into the text inputs (never a password), so a refused form need not be typed again. The forms
 * work without JavaScript: the page's action asks the API.
 */
import { ApiError } from "~/lib/api.ts";

export type FormResult = {
  /** The form did what it was for. */
  success: boolean;
  /** false when the words take the form's place (a link emailed); true to show the form again. */
  showForm: boolean;
  /**
   * Words for the whole form: above it when refused (wrong email or password, too many attempts),
   * or what was done when it succeeded (a password changed); null when there are none.
   */
  statusMessage: string | null;
  /** Input name → what is wrong with it, shown beside the input. */
  errors: Record<string, string>;
  /** What was typed into the form's text inputs, to fill them again. */
  values: Record<string, string>;
};

/** The answer of a refused form. */
export const formRefused = ({
  errors = {},
  statusMessage = null,
  values = {},
}: Partial<Pick<FormResult, "errors" | "statusMessage" | "values">>): FormResult => ({
  success: false,
  showForm: true,
  statusMessage,
  errors,
  values,
});

/** The answer of a form that did what it was for: its words, with the form (emptied) or in its place. */
export const formDone = (statusMessage: string, { showForm = true } = {}): FormResult => ({
  success: true,
  showForm,
  statusMessage,
  errors: {},
  values: {},
});

export type FormOutcome = { result: FormResult; status: number };

/** A refusal of the form's own checks, before the API is asked: a 400 like the API's. */
export const refusedFields = (
  errors: Record<string, string>,
  values: Record<string, string> = {},
): FormOutcome => ({
  result: formRefused({ errors, values }),
  status: 400,
});

export const refusedField = (
  field: string,
  problem: string,
  values: Record<string, string> = {},
): FormOutcome => refusedFields({ [field]: problem }, values);

/**
 * Asks the API with `call`: null when it did what was asked; otherwise what the form shows and
 * the HTTP status for the page. A 400 or a refusal naming fields goes beside the inputs; any other
 * refusal above the form. Anything that is not an API refusal is the page's error.
 */
export async function askApi(
  call: () => Promise<unknown>,
  values: Record<string, string> = {},
): Promise<FormOutcome | null> {
  try {
    await call();
    return null;
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    const named = Object.keys(error.fields).length > 0;
    const result =
      error.status === 400 || named
        ? formRefused({ errors: { ...error.fields }, values })
        : formRefused({ statusMessage: error.message, values });
    return { result, status: error.status };
  }
}

/** A text input of the posted form, "" when absent. */
export const formText = (form: FormData, name: string): string => String(form.get(name) ?? "");
