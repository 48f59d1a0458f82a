/** Clearance SQL: a branch's items with their product, and one item for an add. */
import { sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { FIRST_PICTURE } from "../basket/index.ts";

export type ClearanceRow = {
  id: number;
  branchId: number;
  productId: number;
  slug: string;
  partNumber: string;
  name: string;
  vatRate: number;
  listExVat: number;
  imagePosition: number | null;
  imageAlt: string | null;
  qty: number;
  priceExVat: number;
  note: string;
  /** The item and its product are on sale, and the branch has some. */
  active: boolean;
};

const ITEMS = sql`select c.id, c.branch_id as "branchId", c.product_id as "productId", p.slug,
    p.part_number as "partNumber", p.name, p.vat_rate as "vatRate", p.price_ex_vat as "listExVat",
    ${FIRST_PICTURE},
    c.qty, c.price_ex_vat as "priceExVat", c.note, (c.active and p.active and c.qty > 0) as active
  from clearance_items c join products p on p.id = c.product_id`;

export function createClearanceStore(database: Database) {
  return {
    /** The branch's items on sale, optionally of one product, newest first. */
    async forBranch(branchId: number, productId?: number): Promise<ClearanceRow[]> {
      const product = productId === undefined ? sql`` : sql`and c.product_id = ${productId}`;
      return database.rows<ClearanceRow>(sql`${ITEMS}
        where c.branch_id = ${branchId} and c.active and p.active and c.qty > 0 ${product}
        order by c.id desc`);
    },

    async item(id: number): Promise<ClearanceRow | undefined> {
      const [row] = await database.rows<ClearanceRow>(sql`${ITEMS} where c.id = ${id}`);
      return row;
    },

    async productExists(id: number): Promise<boolean> {
      return (await database.rows(sql`select 1 from products where id = ${id} and active`)).length > 0;
    },
  };
}

export type ClearanceStore = ReturnType<typeof createClearanceStore>;
