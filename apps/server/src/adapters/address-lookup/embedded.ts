/**
 * The embedded address lookup: the addresses the demo data ships for its postcodes (table
 * `postcode_addresses`, written by the seed's postcode-addresses step). A key is the row's id
 * behind a letter, `a123`; anything else names no address here.
 */
import { asc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { postcodeAddresses } from "../../db/schema.ts";
import type { AddressLookup, FoundAddress } from "./address-lookup.ts";

/** PostgreSQL's `serial` stops here: a bigger number is no row, and must not reach the query as one. */
const INT4_MAX = 2_147_483_647;
/** A postcode serves about 15 delivery points on average, a few hundred at the most. */
const MOST_ADDRESSES = 200;
const KEY = /^a([1-9][0-9]{0,9})$/;

type Row = typeof postcodeAddresses.$inferSelect;

const found = (row: Row): FoundAddress => ({
  key: `a${row.id}`,
  line1: row.line1,
  line2: row.line2,
  city: row.city,
  county: row.county,
  postcode: row.postcode,
});

export function createEmbeddedAddressLookup(db: Db): AddressLookup {
  return {
    provider: "embedded",

    async lookup(postcode) {
      // The seed writes a postcode's addresses in street order, so the ids keep it.
      const rows = await db
        .select()
        .from(postcodeAddresses)
        .where(eq(postcodeAddresses.postcode, postcode))
        .orderBy(asc(postcodeAddresses.id))
        .limit(MOST_ADDRESSES);
      return rows.map(found);
    },

    async address(key) {
      const id = Number(KEY.exec(key)?.[1]);
      if (!Number.isSafeInteger(id) || id > INT4_MAX) return null;
      const [row] = await db.select().from(postcodeAddresses).where(eq(postcodeAddresses.id, id));
      return row ? found(row) : null;
    },
  };
}
