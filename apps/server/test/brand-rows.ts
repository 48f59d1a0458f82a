/** Four brand rows for tests that need brands but no catalogue. */
import type { Database } from "../src/db/client.ts";
import { brands } from "../src/db/schema.ts";

const theme = {
  primary: "#123456",
  primaryContrast: "#ffffff",
  accent: "#ff9900",
  surface: "#f5f5f5",
  text: "#111111",
};

export async function insertBrands(database: Database): Promise<void> {
  await database.db.insert(brands).values([
    { code: "BU", name: "Brookfield Builders", tagline: "Everything to build with", erp: "bistrack", theme },
    {
      code: "HB",
      name: "Harlow Building Supplies",
      tagline: "Trade counter to site",
      erp: "counteract",
      theme,
    },
    { code: "TG", name: "Thornbury Timber", tagline: "Cut to size", erp: "ax", theme },
    { code: "SG", name: "Selwood Group", tagline: "Stoves and more", erp: "opal", theme },
  ]);
}
