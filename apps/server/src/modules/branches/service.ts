/**
 * Branch directory use cases: every brand's branches, searched and filtered, one branch's
 * details, the branches nearest a place (docs/decisions/106-geocoding-and-places.md) and the
 * branch-name search. The storefront shows one brand, but its shoppers may use any brand's branch
 * (issue 2 §4), so nothing here is limited to the site's brand unless the caller asks.
 */
import type {
  BranchDetail,
  BranchList,
  BranchNameSearch,
  BranchQuery,
  BranchSummary,
  NearbyBranch,
  NearbyBranches,
  NearbyQuery,
  Place,
} from "@merchant/contract";
import {
  checkBranchSearchPhrase,
  type DeliveringBranch,
  deliversTo,
  distanceMiles,
  latitudeGapMiles,
  FIND_STORE_EMPTY_MESSAGE,
  markNearestBranch,
  POSTCODE_CALL_FAILED_MESSAGE,
  roundMiles,
  STORE_LOOKUP_FAILED_MESSAGE,
  suggestBranchNames,
} from "@merchant/domain/branches";
import { createAnswerCache } from "../../lib/answer-cache.ts";
import { DomainError, invalid, notFound, unavailable } from "../../lib/domain-errors.ts";
import type { PlaceService } from "../places/index.ts";
import { nearestFirst } from "./nearest-first.ts";
import type { BranchDetailRow, BranchRow, BranchStore, DirectoryRow } from "./store.ts";

/**
 * The directory is read into memory and searched there (distances to 2,000 branches take well
 * under a millisecond); a branch added or changed shows within this long.
 */
const DIRECTORY_TTL_MS = 30_000;
/** Branch-name search lists this many matches at most (spec/1 §4: a list under the box). */
export const NAME_SEARCH_RESULTS = 20;

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

/** A branch held in memory, with the texts the name search compares, in lower case. */
type DirectoryBranch = {
  row: DirectoryRow;
  summary: BranchSummary;
  /** For the domain's deliversTo rule. */
  radius: DeliveringBranch;
  searchable: string[];
  compactPostcode: string;
};
type Directory = { branches: DirectoryBranch[]; features: string[] };

function toDirectoryBranch(row: DirectoryRow): DirectoryBranch {
  return {
    row,
    summary: toSummary(row),
    radius: {
      maxDeliveryDistanceMiles: row.maxDeliveryMiles,
      basketEcommerceActive: row.basketEcommerceActive,
    },
    searchable: [row.name, row.fullName, row.address3 ?? ""].map((text) =>
      text.toLowerCase().replace(/\s+/g, " "),
    ),
    compactPostcode: row.postcode.replace(/\s+/g, "").toLowerCase(),
  };
}

/**
 * A listed branch with its distance and flags. Written out field by field: spreading the summary
 * cost more than ranking all 2,000 branches.
 */
function toNearby(
  { row, summary }: DirectoryBranch,
  facts: {
    distance: number;
    delivers: boolean;
    nearest: boolean;
    availability: NearbyBranch["availability"];
  },
): NearbyBranch {
  return {
    id: summary.id,
    code: summary.code,
    slug: summary.slug,
    name: summary.name,
    fullName: summary.fullName,
    brand: summary.brand,
    erp: summary.erp,
    postcode: summary.postcode,
    phone: summary.phone,
    email: summary.email,
    address: summary.address,
    features: summary.features,
    basketEcommerceActive: summary.basketEcommerceActive,
    distanceMiles: roundMiles(facts.distance),
    maxDeliveryMiles: row.maxDeliveryMiles,
    delivers: facts.delivers,
    nearest: facts.nearest,
    lat: row.lat,
    lng: row.lng,
    openingTimes: row.openingTimes,
    availability: facts.availability,
  };
}

/** A position typed as numbers: "52.0567, 1.1482". */
const positionLabel = (lat: number, lng: number) => `${lat.toFixed(4)}, ${lng.toFixed(4)}`;

export function createBranchService(store: BranchStore, places: PlaceService) {
  const directoryCache = createAnswerCache<Directory>({ ttlMs: DIRECTORY_TTL_MS, maxEntries: 1 });
  const directory = () =>
    directoryCache.get("all", async () => {
      const [rows, features] = await Promise.all([store.directory(), store.featureNames()]);
      return { branches: rows.map(toDirectoryBranch), features };
    });

  /**
   * Where a nearby search starts: the place typed (near), else the position given (lat and lng,
   * named by its postcode district when the shipped table knows it; GET /api/places/reverse asks
   * a configured service). Refusals name the field.
   */
  async function originOf(query: NearbyQuery): Promise<Place> {
    if (query.near !== undefined && query.near !== "") {
      const place = await places.find(query.near).catch(storeCallFailed);
      if (!place) throw notFound(STORE_LOOKUP_FAILED_MESSAGE);
      return place;
    }
    const { lat, lng } = query;
    if (lat !== undefined && lng !== undefined) {
      // The postcode only names the position; the position itself ranks the branches.
      const postcode = await places.nameOf(lat, lng);
      return { label: postcode ?? positionLabel(lat, lng), postcode, lat, lng };
    }
    if (lat !== undefined) throw invalid("lng is required with lat", { lng: "Is required with lat" });
    if (lng !== undefined) throw invalid("lat is required with lng", { lat: "Is required with lng" });
    throw invalid(FIND_STORE_EMPTY_MESSAGE, { near: FIND_STORE_EMPTY_MESSAGE });
  }

  /** spec/2 §8: a store call that fails (the geocoder down) shows the postcode error. */
  function storeCallFailed(error: unknown): never {
    if (error instanceof DomainError && error.kind === "unavailable") {
      throw unavailable(POSTCODE_CALL_FAILED_MESSAGE, error.cause ?? error);
    }
    throw error;
  }

  async function availabilityAt(productId: number, branchIds: number[]) {
    const rows = await store.stockOf(productId, branchIds);
    if (rows.length === 0 && branchIds.length > 0 && !(await store.productExists(productId))) {
      throw notFound(`No product with id ${productId}`);
    }
    const quantities = new Map(rows.map((row) => [row.branchId, row.qty]));
    return (id: number) => {
      const quantity = Math.max(0, quantities.get(id) ?? 0);
      return { inStock: quantity > 0, quantity };
    };
  }

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

    /**
     * Branches closest first from a postcode, town or position (spec/2 §5 store selector and
     * finder, §9 distances and the nearest-branch flag), filtered by brand, ticked features and,
     * when asked, to those delivering there; with a product, each branch's stock of it.
     */
    async nearby(query: NearbyQuery): Promise<NearbyBranches> {
      const [origin, { branches, features }] = await Promise.all([originOf(query), directory()]);
      const ticked = new Set(knownFeatures(query.feature, features));
      // One pass over every branch, keeping only the closest `limit` (no sort of all 2,000).
      const nearest = nearestFirst<{ branch: DirectoryBranch; delivers: boolean }>(query.limit);
      for (const branch of branches) {
        const { row } = branch;
        if (query.brand !== undefined && row.brandCode !== query.brand) continue;
        if (ticked.size > 0 && !row.features.some((feature) => ticked.has(feature))) continue;
        // A branch further north or south than the furthest kept cannot be nearer: skip its distance.
        if (!nearest.wants(latitudeGapMiles(origin, row), row.id)) continue;
        const distance = distanceMiles(origin, row);
        if (!nearest.wants(distance, row.id)) continue;
        const delivers = deliversTo(branch.radius, distance);
        if (query.delivering && !delivers) continue;
        nearest.offer({ branch, delivers }, row.id, distance);
      }
      const ranked = nearest.list().map(({ item, distance }) => ({
        ...item,
        distance,
        maxDeliveryDistanceMiles: item.branch.row.maxDeliveryMiles,
      }));
      const stock =
        query.productId === undefined
          ? undefined
          : await availabilityAt(
              query.productId,
              ranked.map(({ branch }) => branch.row.id),
            );
      const answer = markNearestBranch(ranked).map(({ branch, distance, delivers, nearest: isNearest }) =>
        toNearby(branch, {
          distance,
          delivers,
          nearest: isNearest,
          availability: stock ? stock(branch.row.id) : null,
        }),
      );
      return { origin, branches: answer, features };
    },

    /**
     * spec/1 §3–§5 branch-name search: branches whose name, full name, town or postcode hold the
     * phrase (names starting with it first); when none do, names close to it to offer instead.
     */
    async nameSearch(q: string): Promise<BranchNameSearch> {
      const checked = checkBranchSearchPhrase(q);
      if (!checked.ok) throw invalid(checked.message, { q: checked.message });
      const phrase = checked.value.toLowerCase();
      const compact = phrase.replace(/ /g, "");
      const { branches } = await directory();
      const matches = branches.filter(
        (branch) =>
          branch.searchable.some((text) => text.includes(phrase)) || branch.compactPostcode.includes(compact),
      );
      const startsWith = (branch: DirectoryBranch) => (branch.searchable[0]!.startsWith(phrase) ? 0 : 1);
      const results = matches
        .sort(
          (a, b) =>
            startsWith(a) - startsWith(b) || a.row.name.localeCompare(b.row.name) || a.row.id - b.row.id,
        )
        .slice(0, NAME_SEARCH_RESULTS)
        .map(({ row }) => ({
          id: row.id,
          code: row.code,
          name: row.name,
          fullName: row.fullName,
          postcode: row.postcode,
        }));
      const suggestions =
        results.length > 0
          ? []
          : suggestBranchNames(
              checked.value,
              branches.map(({ row }) => row.name),
            );
      return { results, suggestions };
    },
  };
}
