/** Keeping the shopper's choice of prices with or without VAT. */
import type { VatPreference } from "@merchant/domain/money";
import { answer, browserApi, type ApiClient } from "~/lib/api.ts";

/** From the switch in the browser, or (`api`: the server's) from its form posted without JavaScript. */
export const saveVatPreference = (vat: VatPreference, api: ApiClient = browserApi) =>
  answer(api.PUT("/api/preferences/vat", { body: { vat } }));

/** Where the switch's form posts when the page has no JavaScript (routes/preferences-vat.tsx). */
export const VAT_FORM_ACTION = "/preferences/vat";
