/** Checkout routes of the contract: payment options, placing an order, its 3-D Secure confirmation, reading orders. */
import { checkoutRoutes as contract } from "@merchant/contract";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { implement } from "../../lib/implement-route.ts";
import { unauthorised } from "../../lib/domain-errors.ts";
import { perMinute } from "../../plugins/rate-limit.ts";
import { accountsFor, onAccountTerms, signedInHolder } from "../accounts/index.ts";
import { basketOwner, basketsFor } from "../basket/index.ts";
import { fulfilmentFor, shopperFulfilment } from "../fulfilment/index.ts";
import { checkDeliveryDate } from "../delivery-dates/index.ts";
import { cardEntryFor } from "../payments/index.ts";
import { siteFor } from "../site/index.ts";
import { checkoutFor, type Shopper } from "./index.ts";
import type { Placed } from "./service.ts";

export async function checkoutRoutesPlugin(app: FastifyInstance) {
  const checkout = checkoutFor(app);
  const baskets = basketsFor(app);
  const { branchTerms } = fulfilmentFor(app);

  async function shopperOf(request: FastifyRequest): Promise<Shopper> {
    const [session, holder, fulfilment, { brand }] = await Promise.all([
      request.session.load(),
      signedInHolder(request),
      shopperFulfilment(request),
      siteFor(app).site(request.host),
    ]);
    const owner = await basketOwner(request);
    const account = holder ? await accountsFor(app).current(holder) : null;
    return {
      brandCode: brand.code,
      shopName: brand.name,
      userId: session?.userId ?? null,
      sessionIdHash: session?.idHash ?? null,
      account: account && { id: account.id, accNumber: account.accNumber },
      deliveryPostcode: fulfilment.fulfilment === "delivery" ? fulfilment.deliveryPostcode : null,
      basket: async () => {
        const terms = await onAccountTerms(request, await branchTerms(fulfilment));
        if (!owner) return { basket: await baskets.read(null, terms), clearanceItems: new Map() };
        return baskets.readForOrder(owner, terms);
      },
      emptyBasket: async (tx) => {
        if (owner) await baskets.emptyIn(tx, owner);
      },
      checkDeliveryDate: async (date) => {
        await checkDeliveryDate(request, date, { field: "DeliveryDate" });
      },
    };
  }

  function answer(reply: FastifyReply, placed: Placed) {
    reply.header("cache-control", "no-store");
    if (placed.status === 202) {
      return reply
        .status(202)
        .send({ challengeUrl: placed.challengeUrl, idempotencyKey: placed.idempotencyKey });
    }
    return reply.status(placed.status).send({ order: placed.order });
  }

  implement(app, contract.checkoutOptions, async (request, reply) => {
    reply.header("cache-control", "no-store");
    const holder = await signedInHolder(request);
    const account = holder ? await accountsFor(app).current(holder) : null;
    return {
      account: account && {
        id: account.id,
        accNumber: account.accNumber,
        creditRemaining: account.creditRemaining,
      },
      savedCards: (await checkout.savedCards(holder?.id ?? null)).map(
        ({ id, brand, last4, expMonth, expYear }) => ({
          id,
          brand,
          last4,
          expMonth,
          expYear,
        }),
      ),
      email: holder?.email ?? null,
      name: holder?.name ?? null,
      gateway: cardEntryFor(app),
    };
  });

  implement(
    app,
    contract.placeOrder,
    async (request, reply) => answer(reply, await checkout.place(request.body, await shopperOf(request))),
    // A person checks out once or twice a minute; a card-testing script a great deal more.
    { config: { rateLimit: perMinute(app.config.checkoutRateLimit) } },
  );

  implement(app, contract.confirmOrder, async (request, reply) =>
    answer(reply, await checkout.confirm(request.params.idempotencyKey, await shopperOf(request))),
  );

  implement(app, contract.order, async (request, reply) => {
    reply.header("cache-control", "no-store");
    const session = await request.session.load();
    const order = await checkout.order(request.params.reference, {
      userId: session?.userId ?? null,
      sessionIdHash: session?.idHash ?? null,
    });
    return { order };
  });

  implement(app, contract.accountOrders, async (request, reply) => {
    reply.header("cache-control", "no-store");
    const session = await request.session.load();
    if (!session?.userId) throw unauthorised("Please log in to see your orders");
    return { orders: await checkout.ordersOf(session.userId) };
  });
}
