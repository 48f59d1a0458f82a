/**
 * The partnering catalogue (issue 11; spec/2 §7 `POST /partneringcatalogues/add`): the active
 * trade account's products bought again and again, each with its usual quantity. The products'
 * names, codes and pictures are the catalogue's (its summaries); prices are the shopper's, made by
 * the caller's `Pricing` from the catalogue's list price, as the product page makes its offer.
 */
import type { PartneringCatalogue, PartneringItem, Price, ProductSummary } from "@merchant/contract";
import { fillMessage } from "@merchant/domain/shared";
import { PARTNERING_NOT_IN_CATALOGUE_MESSAGE } from "@merchant/domain/partnering";
import { notFound } from "../../lib/domain-errors.ts";
import type { CatalogService } from "../catalog/index.ts";
import type { PartneringRow, PartneringStore } from "./store.ts";

/** The session's active trade account: whose catalogue is read and changed. */
export type PartneringAccount = { id: number; accNumber: string; name: string };

/** How the shopper's prices are made now: at their branch (null until one is chosen), on their terms. */
export type Pricing = {
  branch: { id: number; name: string } | null;
  price(listExVat: number, vatRate: number): Price;
};

function itemOf(row: PartneringRow, product: ProductSummary, pricing: Pricing): PartneringItem {
  return {
    product: {
      id: product.id,
      slug: product.slug,
      partNumber: product.partNumber,
      name: product.name,
      image: product.image,
      isTally: product.isTally,
      unitOfSale: product.unitOfSale,
    },
    quantity: row.quantity,
    price: pricing.price(product.price.exVat, product.vatRate),
    addedAt: new Date(row.addedAt).toISOString(),
  };
}

export function createPartneringService(store: PartneringStore, catalog: Pick<CatalogService, "summaries">) {
  return {
    /** The account's catalogue, newest first; a product no longer sold is left out until it is again. */
    async catalogue(account: PartneringAccount, pricing: Pricing): Promise<PartneringCatalogue> {
      const rows = await store.itemsOf(account.id);
      const products = new Map(
        (await catalog.summaries(rows.map((row) => row.productId))).map((product) => [product.id, product]),
      );
      return {
        account: { id: account.id, accNumber: account.accNumber, name: account.name },
        branch: pricing.branch,
        items: rows.flatMap((row) => {
          const product = products.get(row.productId);
          return product ? [itemOf(row, product, pricing)] : [];
        }),
      };
    },

    /**
     * Adds a product the shop sells with its usual quantity; one already there takes the new
     * quantity. `created` says which, for the reply's status.
     */
    async add(
      account: PartneringAccount,
      userId: number,
      productId: number,
      quantity: number,
      pricing: Pricing,
    ): Promise<{ item: PartneringItem; created: boolean }> {
      const [product] = await catalog.summaries([productId]);
      if (!product) throw notFound(`No product with id ${productId}`);
      const row = await store.put(account.id, product.id, quantity, userId);
      return { item: itemOf(row, product, pricing), created: row.created };
    },

    async remove(account: PartneringAccount, productId: number): Promise<void> {
      if (!(await store.remove(account.id, productId))) {
        throw notFound(fillMessage(PARTNERING_NOT_IN_CATALOGUE_MESSAGE, { productId }));
      }
    },
  };
}

export type PartneringService = ReturnType<typeof createPartneringService>;
