/** The branch directory's public surface. */
import { perDatabase } from "../../lib/per-database.ts";
import { createBranchService } from "./service.ts";
import { createBranchStore } from "./store.ts";

export const branchesFor = perDatabase(({ database }) => createBranchService(createBranchStore(database)));
