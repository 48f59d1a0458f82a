import { describe, expect, it } from "vitest";
import {
  DEFAULT_VAT_PREFERENCE,
  PRICE_VAT_COOKIE,
  VAT_PREFERENCES,
  parseVatPreference,
  priceFor,
  vatLabel,
} from "./vat-preference.ts";

describe("spec/1 §3, §4 — the price VAT preference INC or EX, kept in a cookie", () => {
  it("offers exactly INC and EX, stored in the price_vat cookie", () => {
    expect(VAT_PREFERENCES).toEqual(["INC", "EX"]);
    expect(PRICE_VAT_COOKIE).toBe("price_vat");
  });

  it("reads the stored choice", () => {
    expect(parseVatPreference("INC")).toBe("INC");
    expect(parseVatPreference("EX")).toBe("EX");
    expect(parseVatPreference(" ex ")).toBe("EX");
    expect(parseVatPreference("inc")).toBe("INC");
  });

  it.each([undefined, null, "", "   ", "EXC", "INCL", "0", "true"])("falls back to INC for %j", (value) => {
    expect(parseVatPreference(value)).toBe("INC");
    expect(DEFAULT_VAT_PREFERENCE).toBe("INC");
  });

  it("picks the pence to show", () => {
    const price = { exVat: 1000, incVat: 1200 };
    expect(priceFor("INC", price)).toBe(1200);
    expect(priceFor("EX", price)).toBe(1000);
  });

  it("labels the price", () => {
    expect(vatLabel("INC")).toBe("inc VAT");
    expect(vatLabel("EX")).toBe("ex VAT");
  });
});
