/**
 * The embedded address lookup over `postcode_addresses`: a postcode's addresses in the order the
 * rows were written (the seed writes them down the street), an address again by its key, and no
 * address for a key it did not make.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "../../../test/test-database.ts";
import type { Database } from "../../db/client.ts";
import { postcodeAddresses } from "../../db/schema.ts";
import { createEmbeddedAddressLookup } from "./embedded.ts";

let database: Database;
let ids: number[];

beforeAll(async () => {
  database = await openTestDatabase();
  const rows = await database.db
    .insert(postcodeAddresses)
    .values([
      { postcode: "IP4 2BX", line1: "2 Orchard Close", city: "Ipswich", county: "Suffolk" },
      { postcode: "IP4 2BX", line1: "4 Orchard Close", city: "Ipswich", county: "Suffolk" },
      {
        postcode: "IP4 2BX",
        line1: "Flat 1, Albion Court",
        line2: "Orchard Close",
        city: "Ipswich",
        county: "Suffolk",
      },
      { postcode: "KW1 4YT", line1: "Hillhead Farm", line2: "Stirkoke", city: "Wick", county: "Caithness" },
    ])
    .returning({ id: postcodeAddresses.id });
  ids = rows.map((row) => row.id);
});
afterAll(() => database.close());

const lookup = () => createEmbeddedAddressLookup(database.db);

describe("the embedded address lookup (the demo data's addresses)", () => {
  it("answers a postcode with its addresses in the order they were written, each keyed by its row", async () => {
    expect(await lookup().lookup("IP4 2BX")).toEqual([
      {
        key: `a${ids[0]}`,
        line1: "2 Orchard Close",
        line2: "",
        city: "Ipswich",
        county: "Suffolk",
        postcode: "IP4 2BX",
      },
      {
        key: `a${ids[1]}`,
        line1: "4 Orchard Close",
        line2: "",
        city: "Ipswich",
        county: "Suffolk",
        postcode: "IP4 2BX",
      },
      {
        key: `a${ids[2]}`,
        line1: "Flat 1, Albion Court",
        line2: "Orchard Close",
        city: "Ipswich",
        county: "Suffolk",
        postcode: "IP4 2BX",
      },
    ]);
  });

  it("answers a postcode it has no addresses for with none", async () => {
    expect(await lookup().lookup("IP1 9ZZ")).toEqual([]);
  });

  it("fetches an address again by its key", async () => {
    expect(await lookup().address(`a${ids[3]}`)).toEqual({
      key: `a${ids[3]}`,
      line1: "Hillhead Farm",
      line2: "Stirkoke",
      city: "Wick",
      county: "Caithness",
      postcode: "KW1 4YT",
    });
  });

  it("knows no address for a key of no row, or of another shape, without asking past a database integer", async () => {
    for (const key of [
      "a999999",
      "a0",
      "a01",
      `${ids[0]}`,
      `u${ids[0]}`,
      "a2147483648",
      "a99999999999",
      "a1 ",
      "",
    ]) {
      expect(await lookup().address(key), key).toBeNull();
    }
  });
});
