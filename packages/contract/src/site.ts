/** The shop's brands: which one this host shows, and every brand. */
import { z } from "zod";
import { BRAND_CODES, ERP_CODES } from "./constants.ts";
import { route } from "./route.ts";

export const brandCodeSchema = z.enum(BRAND_CODES);

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
};
