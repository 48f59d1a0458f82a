/**
 * Branch directory use cases: every brand's branches, searched and filtered, and one branch's
 * details. The storefront shows one brand, but its shoppers may use any brand's branch
 * (issue 2 §4), so nothing here is limited to the site's brand unless the caller asks.
 */
import { invalid, notFound } from "../../lib/domain-errors.ts";
import type { BranchDetail, BranchList, BranchQuery, BranchSummary } from "@merchant/contract";
import type { BranchDetailRow, BranchRow, BranchStore } from "./store.ts";

function present(line: string | null): line is string {
  return line !== null && line.trim() !== "";
}

function toSummary(row: BranchRow): BranchSummary {
  return {
    id: row.id,
    code: row.code,
    slug: row.slug,
    name: row.name,
    fullName: row.fullName,
    brand: { code: row.brandCode, name: row.brandName },
    erp: row.erp,
    postcode: row.postcode,
    phone: row.phone,
    email: row.email,
    address: [row.address1, row.address2, row.address3, row.address4].filter(present),
    features: row.features,
    basketEcommerceActive: row.basketEcommerceActive,
  };
}

function toDetail(row: BranchDetailRow): BranchDetail {
  return {
    ...toSummary(row),
    openingTimes: row.openingTimes,
    // spec/2 §2: the manager heading shows only for a name, so a blank one is no name.
    managerName: present(row.managerName) ? row.managerName.trim() : null,
    lat: row.lat,
    lng: row.lng,
    maxDeliveryMiles: row.maxDeliveryMiles,
  };
}

export type BranchService = ReturnType<typeof createBranchService>;

export function createBranchService(store: BranchStore) {
  /**
   * Ticked features by their stored names, whatever their case. A name the shop does not know
   * is refused, naming the field, rather than silently showing no branches.
   */
  function knownFeatures(asked: string[], all: string[]): string[] {
    const byLowerName = new Map(all.map((name) => [name.toLowerCase(), name]));
    return asked.map((name) => {
      const known = byLowerName.get(name.toLowerCase());
      if (!known) {
        throw invalid(`feature ${name} is not a store feature`, {
          feature: `Must be one of ${all.join(", ")}`,
        });
      }
      return known;
    });
  }

  return {
    async list(query: BranchQuery): Promise<BranchList> {
      const features = await store.featureNames();
      const rows = await store.search({
        text: query.q.toLowerCase().replace(/\s+/g, " "),
        brand: query.brand,
        features: knownFeatures(query.feature, features),
      });
      return { branches: rows.map(toSummary), total: rows.length, features };
    },

    async branch(id: number): Promise<BranchDetail> {
      const row = await store.byId(id);
      if (!row) throw notFound(`No branch with id ${id}`);
      return toDetail(row);
    },
  };
}
