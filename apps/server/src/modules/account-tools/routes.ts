/**
 * The van management panel's routes (contract accountToolRoutes: vehicles): the session's active
 * trade account's vehicles only, so another account's vehicle answers as one that does not exist.
 */
import { accountToolRoutes as contract } from "@merchant/contract";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { forbidden } from "../../lib/domain-errors.ts";
import { implement } from "../../lib/implement-route.ts";
import { accountHolder, accountsFor } from "../accounts/index.ts";
import { vehiclesFor } from "./index.ts";

export const VEHICLES_TRADE_ONLY = "Vans are kept for trade account holders.";

export async function accountToolsRoutes(app: FastifyInstance) {
  const vehicles = vehiclesFor(app);
  const accounts = accountsFor(app);

  /** The signed-in user's (401 otherwise) active trade account (403 without one); never cached. */
  async function activeAccount(request: FastifyRequest, reply: FastifyReply) {
    reply.header("cache-control", "no-store");
    const account = await accounts.current(await accountHolder(request));
    if (!account) throw forbidden(VEHICLES_TRADE_ONLY);
    return account;
  }

  implement(app, contract.accountVehicles, async (request, reply) =>
    vehicles.find(await activeAccount(request, reply), request.query.reg),
  );

  implement(app, contract.addVehicle, async (request, reply) => {
    const added = await vehicles.add(await activeAccount(request, reply), request.body);
    return reply.status(201).send(added);
  });

  implement(app, contract.updateVehicle, async (request, reply) =>
    vehicles.setReplenishment(
      await activeAccount(request, reply),
      request.params.vehicleId,
      request.body.replenishment,
    ),
  );
}
