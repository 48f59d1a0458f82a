/** The newsletter module's public surface: its service, built once per database. */
import { perDatabase } from "../../lib/per-database.ts";
import { createNewsletterService } from "./service.ts";
import { createNewsletterStore } from "./store.ts";

export const newsletterFor = perDatabase(({ database }) =>
  createNewsletterService(createNewsletterStore(database.db)),
);
