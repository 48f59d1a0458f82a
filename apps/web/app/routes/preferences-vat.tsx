import { redirect } from "react-router";
import type { VatPreference } from "@merchant/domain/money";
import { saveVatPreference } from "~/features/vat/api.ts";
import { serverApi } from "~/lib/api.ts";
import { keepPostedChoice } from "~/lib/preference-post.ts";
import type { Route } from "./+types/preferences-vat";

/** Nothing to show: an address typed in goes to the home page. */
export const loader = () => redirect("/");

/** The INC / EX VAT switch posted without JavaScript (issue 15): kept in price_vat, back to the page. */
export const action = ({ request, context }: Route.ActionArgs) =>
  keepPostedChoice(request, "vat", (vat) => saveVatPreference(vat as VatPreference, serverApi(context)));
