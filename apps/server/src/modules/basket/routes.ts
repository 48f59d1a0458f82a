/** Basket routes of the contract: read, add, change a quantity, remove a line, empty. Never cached. */
import { basketRoutes as contract } from "@merchant/contract";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { implement } from "../../lib/implement-route.ts";
import { perMinute } from "../../plugins/rate-limit.ts";
import { brandForHost } from "../site/index.ts";
import { differencesAreFine } from "@merchant/domain/basket";
import { onAccountTerms, refuseUnsupportedPurchase } from "../accounts/index.ts";
import { fulfilmentFor, locationOf, shopperFulfilment } from "../fulfilment/index.ts";
import { basketOwner, basketsFor } from "./index.ts";

/** A page leaves once; more than this from one client a minute is not a shopper. */
const EXITS_PER_MINUTE = 30;

export async function basketRoutes(app: FastifyInstance) {
  const baskets = basketsFor(app);
  const { branchTerms, service: fulfilment } = fulfilmentFor(app);

  /** Whose basket and the terms it is priced on; the reply is never stored by a cache. */
  async function context(request: FastifyRequest, reply: FastifyReply, start = false) {
    reply.header("cache-control", "no-store");
    const [owner, terms] = await Promise.all([
      basketOwner(request, { start }),
      shopperFulfilment(request)
        .then(branchTerms)
        .then((terms) => onAccountTerms(request, terms)),
    ]);
    return { owner, terms };
  }

  implement(app, contract.basket, async (request, reply) => {
    const { owner, terms } = await context(request, reply);
    return baskets.read(owner, terms);
  });

  implement(app, contract.addToBasket, async (request, reply) => {
    const { terms } = await context(request, reply);
    await refuseUnsupportedPurchase(request);
    // A session is started only once the add has passed its checks: a refused add keeps nothing.
    const owner = async () => (await basketOwner(request, { start: true }))!;
    return baskets.add(owner, request.body.items, terms);
  });

  implement(app, contract.setBasketQuantity, async (request, reply) => {
    const { owner, terms } = await context(request, reply);
    return baskets.setQuantity(owner, request.params.lineId, request.body.quantity, terms);
  });

  implement(app, contract.removeFromBasket, async (request, reply) => {
    const { owner, terms } = await context(request, reply);
    return baskets.remove(owner, request.params.lineId, terms);
  });

  implement(app, contract.essentials, async (request, reply) => {
    const { terms } = await context(request, reply);
    return baskets.essentials(request.params.id, terms);
  });

  implement(app, contract.timberLengths, async (request, reply) => {
    const { terms } = await context(request, reply);
    return baskets.lengths(request.params.id, terms);
  });

  implement(app, contract.basketDifferences, async (request, reply) => {
    reply.header("cache-control", "no-store");
    const { branchId } = request.query;
    const now = await shopperFulfilment(request);
    const next = await fulfilment.propose(now, request.query);
    const [owner, termsNow, termsNext] = await Promise.all([
      basketOwner(request),
      branchTerms(now).then((terms) => onAccountTerms(request, terms)),
      branchTerms(next).then((terms) => onAccountTerms(request, terms)),
    ]);
    const items = await baskets.differences(owner, termsNow, termsNext, locationOf(next));
    return {
      fine: differencesAreFine(items),
      target: {
        fulfilment: next.fulfilment ?? "collection",
        branch: termsNext.branch,
        postcode: branchId === undefined ? next.deliveryPostcode : null,
      },
      items,
    };
  });

  implement(
    app,
    contract.basketExit,
    async (request, reply) => {
      await baskets.recordExit(await basketOwner(request), brandForHost(app.config, request.host));
      return reply.status(204).send(null);
    },
    { config: { rateLimit: perMinute(EXITS_PER_MINUTE) } },
  );

  implement(app, contract.emptyBasket, async (request, reply) => {
    const { owner, terms } = await context(request, reply);
    return baskets.empty(owner, terms);
  });
}
