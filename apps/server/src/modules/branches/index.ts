/** The branch directory's public surface. */
import { perDatabase } from "../../lib/per-database.ts";
import { placesFor } from "../places/index.ts";
import { createBranchService } from "./service.ts";
import { createBranchStore } from "./store.ts";

export const branchesFor = perDatabase((host) =>
  createBranchService(createBranchStore(host.database), placesFor(host)),
);
