/** The branch orders module's public surface: its service over the branch order source, built once per database. */
import { perDatabase } from "../../lib/per-database.ts";
import { createBranchOrderService } from "./service.ts";
import { createBranchOrderStore } from "./store.ts";

export const branchOrdersFor = perDatabase(({ database }) =>
  createBranchOrderService(createBranchOrderStore(database)),
);
export { placeBranchOrder, type NewBranchOrder } from "./order-writer.ts";
