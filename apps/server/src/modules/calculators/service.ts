/**
 * Calculator use cases (issue 16): the sums are the domain's, worked out in the page; the server
 * says which of the shop's products an answer is bought in, priced as the catalogue shows them.
 */
import type { AggregateBags } from "@merchant/contract";
import type { AggregateType } from "@merchant/domain/calculators";
import type { CatalogService } from "../catalog/index.ts";
import type { CalculatorStore } from "./store.ts";

export function createCalculatorService(store: CalculatorStore, catalog: CatalogService) {
  return {
    /** The bulk and poly bag products of one aggregate; a product withdrawn from sale is null. */
    async aggregateBags(type: AggregateType): Promise<AggregateBags> {
      const roles = await store.aggregateProducts(type);
      const ids = [roles.get("bulk-bag"), roles.get("poly-bag")].filter((id) => id !== undefined);
      const summaries = new Map((await catalog.summaries(ids)).map((summary) => [summary.id, summary]));
      const product = (role: string) => summaries.get(roles.get(role) ?? 0) ?? null;
      return { type, bulkBag: product("bulk-bag"), polyBag: product("poly-bag") };
    },
  };
}

export type CalculatorService = ReturnType<typeof createCalculatorService>;
