/** Search's public surface: its service, one per database, reading the product index. */
import { perDatabase } from "../../lib/per-database.ts";
import { catalogFor } from "../catalog/index.ts";
import { productIndexFor } from "../product-index/index.ts";
import { createSearchService } from "./service.ts";

export const searchFor = perDatabase((host) => createSearchService(productIndexFor(host), catalogFor(host)));
