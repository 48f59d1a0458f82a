/** The quotes module's public surface: its service over the quote source, built once per database. */
import { perDatabase } from "../../lib/per-database.ts";
import { customerCopies, extensionEmails } from "./emails.ts";
import { createQuoteService } from "./service.ts";
import { createQuoteStore } from "./store.ts";

export const quotesFor = perDatabase(({ database }) =>
  createQuoteService(createQuoteStore(database), extensionEmails(database), customerCopies(database)),
);
