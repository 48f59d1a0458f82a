/**
 * Partnering catalogue rows (table partnering_catalogue_items): per trade account, the products
 * it buys again and again with their usual quantity. Names, codes and prices are the catalogue's,
 * read from the product when shown, never kept here.
 */
import { and, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { partneringCatalogueItems as items } from "../../db/schema.ts";

export type PartneringRow = { productId: number; quantity: number; addedAt: Date };

export function createPartneringStore(db: Db) {
  return {
    /** The account's items, newest first. */
    async itemsOf(accountId: number): Promise<PartneringRow[]> {
      return db
        .select({ productId: items.productId, quantity: items.quantity, addedAt: items.addedAt })
        .from(items)
        .where(eq(items.accountId, accountId))
        .orderBy(desc(items.addedAt), desc(items.productId));
    },

    /**
     * Adds the product, or gives the one already there the new quantity, in one statement (two
     * adds at once leave one row). `created`: the row is new (`xmax = 0` only for an inserted row).
     * The first add's time and adder are kept.
     */
    async put(
      accountId: number,
      productId: number,
      quantity: number,
      addedBy: number,
    ): Promise<PartneringRow & { created: boolean }> {
      const [row] = await db
        .insert(items)
        .values({ accountId, productId, quantity, addedBy })
        .onConflictDoUpdate({ target: [items.accountId, items.productId], set: { quantity } })
        .returning({
          productId: items.productId,
          quantity: items.quantity,
          addedAt: items.addedAt,
          created: sql<boolean>`(xmax = 0)`,
        });
      return row!;
    },

    /** Removes the product from the account's catalogue; false when it held none. */
    async remove(accountId: number, productId: number): Promise<boolean> {
      const removed = await db
        .delete(items)
        .where(and(eq(items.accountId, accountId), eq(items.productId, productId)))
        .returning({ productId: items.productId });
      return removed.length > 0;
    },
  };
}

export type PartneringStore = ReturnType<typeof createPartneringStore>;
