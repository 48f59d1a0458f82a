import type { FastifyRequest } from "fastify";
import type { BasketService } from "../basket/index.ts";
import { settleBranchAtSignIn, type SignInBranch } from "../home-branch/index.ts";

/**
 * Signs the request's session in as the user: a renewed session (new id and CSRF token, against
 * fixation), and the basket filled before signing in joins the account's (decision 111). Then the
 * session's branch: the user's home branch when it has none, or the question of one (spec/2 §6
 * 'loginNoBranch', decision 121); `branch.asks` is false where the page offered the choice itself.
 */
export async function signIn(
  request: FastifyRequest,
  userId: number,
  baskets: BasketService,
  branch: SignInBranch = { asks: true },
): Promise<void> {
  const visitor = await request.session.load();
  await request.session.renew({ userId });
  if (visitor && visitor.userId === null) await baskets.adopt(visitor.idHash, userId);
  await settleBranchAtSignIn(request, userId, branch);
}
