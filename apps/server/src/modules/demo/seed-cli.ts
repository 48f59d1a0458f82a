/**
 * `npm run db:seed -- --products N --branches M [--seed S] [--reset]`: fills the configured
 * database (DATA_DIR, or DATABASE_URL) with demo data. A database that already has a catalogue
 * is left alone unless --reset is given. Stop a server using the same DATA_DIR first: PGlite
 * keeps one process per data folder.
 */
import { loadConfig } from "../../config.ts";
import { openDatabase } from "../../db/client.ts";
import { parseSeedArguments, SEED_USAGE } from "./seed/arguments.ts";
import { hasCatalogue, resetCatalogue, seedDatabase, type SeedSummary } from "./seed/index.ts";

const count = (n: number) => n.toLocaleString("en-GB");

function describe(summary: SeedSummary): string {
  return [
    `Seeded ${count(summary.products)} products in ${count(summary.categories)} categories,`,
    `${count(summary.branches)} branches of ${summary.brands} brands,`,
    `${count(summary.images)} pictures, ${count(summary.priceBreaks)} quantity breaks,`,
    `${count(summary.stockRows)} stock rows and ${count(summary.relations)} product relations`,
    `in ${(summary.milliseconds / 1000).toFixed(1)} s.`,
  ].join(" ");
}

async function main(): Promise<number> {
  const config = loadConfig();
  const parsed = parseSeedArguments(process.argv.slice(2), config.seed);
  if (!parsed.ok) {
    for (const problem of parsed.problems) console.error(problem);
    console.error(SEED_USAGE);
    return 2;
  }
  const { reset, ...options } = parsed.value;
  const where = config.databaseUrl ? "PostgreSQL (DATABASE_URL)" : `PGlite in ${config.dataDir}`;
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    if (await hasCatalogue(database)) {
      if (!reset) {
        console.error(`The database (${where}) already holds a catalogue; nothing was changed.`);
        console.error("Run again with --reset to replace it with new demo data.");
        return 1;
      }
      console.log(`Emptying the catalogue in ${where} …`);
      await resetCatalogue(database);
    }
    console.log(
      `Seeding ${where} with ${count(options.products)} products, ${count(options.branches)} branches, seed ${options.seed} …`,
    );
    const summary = await seedDatabase(database, options, (step, milliseconds) =>
      console.log(`  ${step} (${(milliseconds / 1000).toFixed(1)} s)`),
    );
    console.log(describe(summary));
    return 0;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error("Seeding failed:", error instanceof Error ? error.message : error);
    process.exitCode = 1;
  },
);
