/** Van app users for the API tests: signed in by password, their vans and van stock (decision 143). */
import type { VanStockProduct } from "@merchant/contract";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { expect } from "vitest";
import { DEMO_PASSWORD } from "../src/modules/demo/seed/users.ts";
import { shopperOn, type TestShopper } from "./test-shopper.ts";

/** Each visitor comes from its own address under `network` (e.g. "192.0.17"), so no limit is shared. */
export function vanOperatorsOn(app: () => FastifyInstance, network: string) {
  let addresses = 0;
  const visitor = () => shopperOn(app(), { remoteAddress: `${network}.${++addresses}` });

  async function appUser(email = "van@example.co.uk"): Promise<TestShopper> {
    const shopper = visitor();
    const response = await shopper.send("POST", "/api/app/login", { email, password: DEMO_PASSWORD });
    expect(response.statusCode, response.body).toBe(200);
    return shopper;
  }

  const vanIdOf = async (registrationKey: string) =>
    (
      await app().database.rows<{ id: number }>(
        sql`select id from vans where registration_key = ${registrationKey}`,
      )
    )[0]!.id;

  const stockOf = async (shopper: TestShopper, vanId: number): Promise<VanStockProduct[]> =>
    (await shopper.get(`/api/app/vans/${vanId}/stock`))
      .json()
      .menu.flatMap((level1: { groups: { products: VanStockProduct[] }[] }) =>
        level1.groups.flatMap((group) => group.products),
      );

  return { visitor, appUser, vanIdOf, stockOf };
}
