/** Which products a calculator's answer is bought in (calculator_products). */
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { calculatorProducts } from "../../db/schema.ts";

export function createCalculatorStore(db: Db) {
  return {
    /** The product of each role (bulk-bag, poly-bag …) for one choice of the aggregate calculator. */
    async aggregateProducts(variant: string): Promise<Map<string, number>> {
      const rows = await db
        .select({ role: calculatorProducts.role, productId: calculatorProducts.productId })
        .from(calculatorProducts)
        .where(and(eq(calculatorProducts.calculator, "aggregate"), eq(calculatorProducts.variant, variant)));
      return new Map(rows.map((row) => [row.role, row.productId]));
    },
  };
}

export type CalculatorStore = ReturnType<typeof createCalculatorStore>;
