/** One product index per open database, shared by every module that reads products. */
import { searchTokens } from "@merchant/domain/search";
import { perDatabase } from "../../lib/per-database.ts";
import { createProductIndex } from "./product-index.ts";
import { createProductIndexStore } from "./store.ts";

export const productIndexFor = perDatabase(({ database }) =>
  createProductIndex(createProductIndexStore(database), searchTokens),
);
