/** Keeping the shopper's choice of prices with or without VAT. */
import type { VatPreference } from "@merchant/domain/money";
import { answer, browserApi } from "~/lib/api.ts";

export const saveVatPreference = (vat: VatPreference) =>
  answer(browserApi.PUT("/api/preferences/vat", { body: { vat } }));
