/** Prices as every reply gives them: whole pence, ex and inc VAT. */
import { z } from "zod";

export const priceSchema = z
  .object({ exVat: z.int().describe("pence"), incVat: z.int().describe("pence") })
  .meta({ id: "Price" });
export type Price = z.infer<typeof priceSchema>;
