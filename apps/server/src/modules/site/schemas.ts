/** The Brand of docs/api.md, shared by every reply that names a brand. */
import { z } from "zod";

export const brandCodeSchema = z.enum(["BU", "HB", "TG", "SG"]);

export const brandSchema = z
  .object({
    code: brandCodeSchema,
    name: z.string(),
    tagline: z.string(),
    erp: z.enum(["bistrack", "counteract", "ax", "opal"]),
    theme: z.object({
      primary: z.string(),
      primaryContrast: z.string(),
      accent: z.string(),
      surface: z.string(),
      text: z.string(),
    }),
  })
  .meta({ id: "Brand" });
