/** The shop's brands: which one this host shows, and every brand. */
import { z } from "zod";
import { BRAND_CODES, ERP_CODES } from "./constants.ts";
import { route } from "./route.ts";

export const brandCodeSchema = z.enum(BRAND_CODES);

/**
 * The company that trades as the brand, as the law wants it on every page of a UK shop
 * (Companies Act 2006 and the company's VAT registration), and how customers reach it.
 */
export const companySchema = z
  .object({
    registeredName: z
      .string()
      .describe("the company's registered name, e.g. Burwood Building Supplies Limited"),
    companyNumber: z.string().describe("Companies House number, 8 characters"),
    vatNumber: z.string().describe("VAT registration number as printed, e.g. GB 999 0001 37"),
    registeredOffice: z.string().describe("the registered office address on one line"),
    phone: z.string().describe("customer services telephone number as printed"),
    email: z.string().describe("customer services email address"),
  })
  .meta({ id: "Company" });
export type Company = z.infer<typeof companySchema>;

export const brandSchema = z
  .object({
    code: brandCodeSchema,
    name: z.string(),
    tagline: z.string(),
    erp: z.enum(ERP_CODES),
    theme: z.object({
      primary: z.string(),
      primaryContrast: z.string(),
      accent: z.string(),
      surface: z.string(),
      text: z.string(),
    }),
    company: companySchema,
  })
  .meta({ id: "Brand" });
export type Brand = z.infer<typeof brandSchema>;
export type BrandTheme = Brand["theme"];

export const siteSchema = z.object({
  brand: brandSchema,
  brands: z.array(brandSchema),
  storePopup: z
    .object({ type: z.enum(["popup", "none"]), delayMs: z.int() })
    .describe(
      "spec/2 §4 forced store popup: shown after delayMs when type is popup (getStoreSelectPopupTiming)",
    ),
  snow: z.boolean().describe("spec/1 §4, §9: the seasonal snow falls over every page (SEASONAL_SNOW)"),
  partnerFrame: z
    .object({ url: z.string(), title: z.string() })
    .nullable()
    .describe("spec/3 §5: the partner page framed at /partner, and its title; null when there is none"),
  liveChat: z
    .object({ scriptUrl: z.string() })
    .nullable()
    .describe(
      "spec/1 §1 live-chat trigger: the provider's snippet, loaded only when 'Chat with us' is pressed",
    ),
});
export type Site = z.infer<typeof siteSchema>;

export const siteRoutes = {
  site: route({
    method: "GET",
    path: "/api/site",
    summary: "The brand this host shows, and every brand",
    tags: ["site"],
    responses: { 200: siteSchema },
  }),
  appStoreLink: route({
    method: "GET",
    path: "/api/app-store-link",
    summary:
      "The shop's app in the store of the asking device (POST /ajax/appstorelink): App Store for iOS, Google Play for Android, null for any other device",
    tags: ["site"],
    responses: { 200: z.object({ url: z.string().nullable() }) },
  }),
};
