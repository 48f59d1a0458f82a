/** What a product picture is drawn from: the image row (when there is one) and the names around it. */
import { sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";

export type PictureFacts = {
  productName: string;
  /** Category names from the product's own category up to the top level. */
  categoryNames: string[];
  image: { alt: string; motif: string } | null;
};

export function createMediaStore(database: Database) {
  return {
    async pictureFacts(productId: number, position: number): Promise<PictureFacts | undefined> {
      const rows = await database.rows<{
        productName: string;
        categoryNames: string[];
        alt: string | null;
        motif: string | null;
      }>(sql`select p.name as "productName", i.alt, i.motif,
          array(select a.name from categories a where a.id = any(c.path) order by a.level desc) as "categoryNames"
        from products p
        join categories c on c.id = p.category_id
        left join product_images i on i.product_id = p.id and i.position = ${position}
        where p.id = ${productId}`);
      const row = rows[0];
      if (!row) return undefined;
      return {
        productName: row.productName,
        categoryNames: row.categoryNames,
        image: row.alt === null ? null : { alt: row.alt, motif: row.motif ?? "" },
      };
    },
  };
}

export type MediaStore = ReturnType<typeof createMediaStore>;
