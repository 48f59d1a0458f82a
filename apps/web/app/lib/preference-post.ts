/**
 * A preference form posted without JavaScript (the VAT switch, the cookie banner): the choice is
 * kept through the API as the browser would keep it (the web host hands its cookie to the browser
 * with the redirect), and the shopper goes back to the page the form was on.
 */
import { data, redirect } from "react-router";
import { isRefusedInput } from "./api-error.ts";
import { localPathOr } from "./local-path.ts";
import { RETURN_FIELD } from "./return-here.tsx";

export async function keepPostedChoice(
  request: Request,
  field: string,
  keep: (value: string) => Promise<unknown>,
): Promise<never> {
  const form = await request.formData();
  try {
    await keep(String(form.get(field) ?? ""));
  } catch (error) {
    // A value no form of the shop sends: said plainly, nothing kept.
    if (isRefusedInput(error)) throw data(`That is not a choice the shop knows (${field}).`, { status: 400 });
    throw error;
  }
  throw redirect(localPathOr(form.get(RETURN_FIELD), "/"));
}
