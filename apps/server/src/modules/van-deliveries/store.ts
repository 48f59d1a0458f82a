/**
 * The rows of the app's delivery options (decision 163): a store's collections and invoices to
 * deliver.
 */
import { sql } from "drizzle-orm";
import type { StoreCollection } from "@merchant/contract";
import type { Database } from "../../db/client.ts";
import { rowsOf } from "../../db/rows.ts";
import type { Executor } from "../../lib/in-transaction.ts";

export type AppStoreRow = { id: number; code: string; name: string };
export type SignedCollection = { signerName: string; signaturePng: Buffer; userId: number };

export function createVanDeliveryStore(database: Database) {
  return {
    /** The branch the app works from: the session's choice, else the first of the user's trade accounts'. */
    async storeOf(userId: number, chosenBranchId: number | null): Promise<AppStoreRow | undefined> {
      const [row] = await database.rows<AppStoreRow>(sql`
        select b.id, b.code, b.name from branches b
        where b.id = coalesce(${chosenBranchId}::int, (
          select tab.branch_id from trade_account_branches tab
          join trade_account_users tau on tau.account_id = tab.account_id
          where tau.user_id = ${userId} order by tab.branch_id limit 1))`);
      return row;
    },

    /** spec/3 §7 psgetdeliveries: the store's collections not yet collected, oldest first. */
    collections: (branchId: number) =>
      database.rows<StoreCollection>(sql`
        select id, order_number as "orderNumber", customer_name as "customerName", products
        from store_collections where branch_id = ${branchId} and collected_at is null order by id`),

    async isStoresCollection(branchId: number, collectionId: number): Promise<boolean> {
      const rows = await database.rows(
        sql`select 1 from store_collections where id = ${collectionId} and branch_id = ${branchId}`,
      );
      return rows.length > 0;
    },

    /** Signs the collection for, if no one has yet: its row count decides, so it is signed once. */
    async collect(tx: Executor, branchId: number, collectionId: number, signed: SignedCollection) {
      const [row] = await rowsOf(tx)<{ orderNumber: string; collectedAt: Date }>(sql`
        update store_collections set collected_at = now(), signer_name = ${signed.signerName},
          signature_png = ${signed.signaturePng}, collected_by_user_id = ${signed.userId}
        where id = ${collectionId} and branch_id = ${branchId} and collected_at is null
        returning order_number as "orderNumber", collected_at as "collectedAt"`);
      return row;
    },

    /** Marks the store's undelivered invoices among these delivered; answers the ones it marked. */
    async deliver(tx: Executor, branchId: number, invoiceNumbers: readonly string[], userId: number) {
      if (invoiceNumbers.length === 0) return [];
      const rows = await rowsOf(tx)<{ invoiceNumber: string }>(sql`
        update store_delivery_invoices set delivered_at = now(), delivered_by_user_id = ${userId}
        where branch_id = ${branchId} and delivered_at is null
          and invoice_number in (${sql.join(
            invoiceNumbers.map((number) => sql`${number}`),
            sql`, `,
          )})
        returning invoice_number as "invoiceNumber"`);
      return rows.map((row) => row.invoiceNumber);
    },
  };
}

export type VanDeliveryStore = ReturnType<typeof createVanDeliveryStore>;
