/** Fulfilment routes of the contract: the shopper's branch or postcode, stock, delivery charges, requests to a branch. */
import { fulfilmentRoutes as contract } from "@merchant/contract";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { implement } from "../../lib/implement-route.ts";
import { BASKET_DIFFERS_MESSAGE, differencesAreFine } from "@merchant/domain/basket";
import { conflict } from "../../lib/domain-errors.ts";
import { inTransaction } from "../../lib/in-transaction.ts";
import {
  ACTIVE_ACCOUNT_KEY,
  accountChangeFor,
  onAccountTerms,
  type AccountChoice,
} from "../accounts/index.ts";
import { basketOwner, basketsFor } from "../basket/index.ts";
import { rememberHomeBranch } from "../home-branch/index.ts";
import { brandForHost } from "../site/index.ts";
import { locationOf } from "./branch-terms.ts";
import { fulfilmentFor } from "./index.ts";
import { fulfilmentPatch, type FulfilmentData } from "./session-data.ts";
import { shopperFulfilment } from "./shopper.ts";

export async function fulfilmentRoutes(app: FastifyInstance) {
  const { service, deliveryCharges, deliveryChargeBands, requestFromBranch, branchTerms } =
    fulfilmentFor(app);
  const baskets = basketsFor(app);

  /**
   * Keeps the new data (and the trade account the change makes active) in the session, starting
   * one if need be, and answers the set-branch reply.
   */
  async function keep(request: FastifyRequest, data: FulfilmentData, account: Record<string, unknown> = {}) {
    await request.session.keep({ ...fulfilmentPatch(data), ...account });
    return { state: await service.state(data), reload: true, redirectTo: null };
  }

  /**
   * spec/2 §4 branch or postcode change: when the basket would differ there, the change needs
   * `confirm` (the 'Branch differences' dialog's Change Branch), and then the basket's differences
   * and the new branch or postcode are kept in one transaction.
   */
  async function move(
    request: FastifyRequest,
    now: FulfilmentData,
    next: FulfilmentData,
    { confirmDifferences, ...choice }: AccountChoice & { confirmDifferences: boolean },
  ) {
    // spec/2 §4 ERP and trade-account compatibility first: it may empty the basket altogether.
    const { activate, emptyBasket } = await accountChangeFor(request, next, choice);
    const account = activate === null ? {} : { [ACTIVE_ACCOUNT_KEY]: activate };
    const owner = await basketOwner(request);
    // A shopper without a basket has nothing to differ: no prices or stock to read.
    if (!owner || (await baskets.itemCount(owner)) === 0) return keep(request, next, account);
    const items = emptyBasket
      ? []
      : await Promise.all([
          branchTerms(now).then((terms) => onAccountTerms(request, terms)),
          // Priced on the account the change makes active, when it makes one.
          branchTerms(next).then((terms) => onAccountTerms(request, terms, activate)),
        ]).then(([termsNow, termsNext]) => baskets.differences(owner, termsNow, termsNext, locationOf(next)));
    if (!emptyBasket && differencesAreFine(items)) return keep(request, next, account);
    if (!emptyBasket && !confirmDifferences) throw conflict(BASKET_DIFFERS_MESSAGE);
    await inTransaction(request.server.database, async (tx) => {
      if (emptyBasket) await baskets.emptyIn(tx, owner);
      else await baskets.applyDifferences(tx, owner, items);
      await request.session.keep({ ...fulfilmentPatch(next), ...account }, tx);
    });
    return { state: await service.state(next), reload: true, redirectTo: null };
  }

  implement(app, contract.fulfilment, async (request, reply) => {
    reply.header("cache-control", "no-store");
    return service.state(await shopperFulfilment(request));
  });

  implement(app, contract.setCollectionBranch, async (request) => {
    const { branchId, setFulfilment, ...answers } = request.body;
    const now = await shopperFulfilment(request);
    const reply = await move(
      request,
      now,
      await service.chooseCollectionBranch(now, branchId, setFulfilment),
      answers,
    );
    // A signed-in user's collection branch is their home branch from now on (decision 121).
    await rememberHomeBranch(request, branchId);
    return reply;
  });

  implement(app, contract.setDeliveryPostcode, async (request) => {
    const { postcode, setFulfilment, ...answers } = request.body;
    const now = await shopperFulfilment(request);
    return move(request, now, await service.chooseDeliveryPostcode(now, postcode, setFulfilment), answers);
  });

  implement(app, contract.setFulfilmentType, async (request) =>
    keep(request, service.switchTo(await shopperFulfilment(request), request.body.fulfilment)),
  );

  implement(app, contract.stockCheck, async (request, reply) => {
    reply.header("cache-control", "no-store");
    return service.stockCheck(await shopperFulfilment(request), request.params.id, request.query.branchId);
  });

  implement(app, contract.stockByBranch, async (request) => service.stockEverywhere(request.params.id));

  implement(app, contract.deliveryCharges, async (request) => deliveryCharges(request.query.postcode));

  implement(app, contract.deliveryChargeBands, async (request) =>
    deliveryChargeBands(brandForHost(app.config, request.host)),
  );

  implement(app, contract.branchRequest, async (request) =>
    requestFromBranch(request.body, async () => {
      const [owner, terms] = [
        await basketOwner(request),
        await onAccountTerms(request, await branchTerms(await shopperFulfilment(request))),
      ];
      const { lines } = await baskets.read(owner, terms);
      return lines.map((line) => ({
        quantity: line.quantity,
        name: line.product.name,
        partNumber: line.product.partNumber,
        unitExVat: line.unitPrice.exVat,
      }));
    }),
  );
}
