import type { FastifyRequest } from "fastify";
import { homeBranchesFor } from "./index.ts";

/**
 * After a collection branch change (the store selector's Select, the store finder's 'Save as my
 * branch'): a signed-in user's branch is their home branch from now on. A visitor has none to keep.
 */
export async function rememberHomeBranch(request: FastifyRequest, branchId: number): Promise<void> {
  const session = await request.session.load();
  if (session?.userId == null) return;
  await homeBranchesFor(request.server).remember(session.userId, branchId);
}
