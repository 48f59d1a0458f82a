/**
 * The fulfilment module's services, built once per database over the branch directory, the
 * geocoder and the outbox, with the stock mirror its product pages read (stock-mirror.ts).
 */
import { createAnswerCache } from "../../lib/answer-cache.ts";
import { DomainError } from "../../lib/domain-errors.ts";
import { perDatabase } from "../../lib/per-database.ts";
import { branchesFor } from "../branches/index.ts";
import { queueEmail } from "../mail/index.ts";
import { placesFor } from "../places/index.ts";
import { createBranchRequest } from "./branch-request.ts";
import { createBranchTerms } from "./branch-terms.ts";
import { createDeliveryChargeBands, createDeliveryCharges } from "./delivery-charges.ts";
import { createFulfilmentService, type ListedProduct, type Whereabouts } from "./service.ts";
import { createStockMirror } from "./stock-mirror.ts";
import { createStockMirrorStore } from "./stock-mirror-store.ts";
import { createFulfilmentStore, type StockRow } from "./store.ts";

/** Every page shows the shopper's branch: its details are kept this long rather than read per page. */
const BRANCH_TTL_MS = 10_000;

/** A branch that does not exist is no branch; any other failure is still a failure. */
function noSuchBranch(error: unknown): null {
  if (error instanceof DomainError && error.kind === "not_found") return null;
  throw error;
}

export const fulfilmentFor = perDatabase((host) => {
  const branches = branchesFor(host);
  const places = placesFor(host);
  const details = createAnswerCache<Awaited<ReturnType<Whereabouts["branch"]>>>({
    ttlMs: BRANCH_TTL_MS,
    maxEntries: 5_000,
  });
  const where: Whereabouts = {
    branch: (id) => details.get(String(id), () => branches.branch(id).catch(noSuchBranch)),
    locate: (text) => places.find(text),
    nearest: async (place, { delivering, limit }) =>
      (await branches.nearby({ lat: place.lat, lng: place.lng, delivering, limit, feature: [] })).branches,
  };
  const percents = createAnswerCache<number>({ ttlMs: BRANCH_TTL_MS, maxEntries: 5_000 });
  const database = createFulfilmentStore(host.database);
  const mirror = createStockMirror(createStockMirrorStore(host.database));
  // A branch's price list changes with its ERP's, rarely: read once per branch every few seconds, not per basket.
  const store = {
    ...database,
    pricePercent: (branchId: number) => percents.get(String(branchId), () => database.pricePercent(branchId)),
    async shelfStock(product: ListedProduct, branchId: number): Promise<StockRow | undefined> {
      const mirrored = mirror.read(product.id, branchId);
      if (!mirrored) return database.stock(product.id, branchId);
      return {
        productId: product.id,
        soldByLength: product.isTally,
        directShip: product.directShip,
        ...mirrored,
      };
    },
  };
  const deliveryCharges = createDeliveryCharges(store, where);
  return {
    stockMirror: mirror,
    service: createFulfilmentService(store, where),
    deliveryCharges,
    deliveryChargeBands: createDeliveryChargeBands(store),
    branchTerms: createBranchTerms(store, where, deliveryCharges),
    requestFromBranch: createBranchRequest(
      where,
      async (email) => void (await queueEmail(host.database, email)),
      (productId) => store.productName(productId),
    ),
  };
});
