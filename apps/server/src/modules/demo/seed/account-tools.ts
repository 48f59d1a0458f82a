/**
 * The demo trade customers' account tools (issue 19; decisions 150, 151): Sam's Carter
 * Construction (CAR1001) runs two vans, one stocked with six popular products, three of them
 * below their minimum level, and holds one database reporting key; Pat's Hughes Building Services
 * (HUG1001) runs one van. The key is listed by its prefix only: the row holds the hash of no key
 * anyone has (the digest of a phrase, not of a key), so it opens nothing. The README names them.
 */
import { createHash } from "node:crypto";
import { sql } from "drizzle-orm";
import { normaliseRegistration } from "@merchant/domain/van";
import { selectRows, type Executor } from "./sql-runner.ts";

type DemoVehicle = {
  accNumber: string;
  registration: string;
  description: string;
  replenishment: "automatic" | "manual";
  stocked: boolean;
};

export const DEMO_VEHICLES: readonly DemoVehicle[] = [
  {
    accNumber: "CAR1001",
    registration: "CA21 RTR",
    description: "Ford Transit",
    replenishment: "automatic",
    stocked: true,
  },
  {
    accNumber: "CAR1001",
    registration: "CA18 VAN",
    description: "Citroen Relay",
    replenishment: "manual",
    stocked: false,
  },
  {
    accNumber: "HUG1001",
    registration: "HG20 BLD",
    description: "Peugeot Boxer",
    replenishment: "manual",
    stocked: false,
  },
];

/** The prefix Carter Construction's demo key is listed by. */
export const DEMO_REPORTING_KEY_PREFIX = "rk_DemoK1";

const STOCKED_PRODUCTS = 6;

export async function insertDemoAccountTools(executor: Executor, seedKey: string): Promise<void> {
  const products = await selectRows<{ id: number }>(
    executor,
    sql`select id from products where not is_tally and active order by popularity desc, id limit ${STOCKED_PRODUCTS}`,
  );
  for (const vehicle of DEMO_VEHICLES) {
    const [van] = await selectRows<{ id: number }>(
      executor,
      sql`insert into vans (account_id, registration, registration_key, description, replenishment)
        select id, ${vehicle.registration}, ${normaliseRegistration(vehicle.registration)}, ${vehicle.description},
          ${vehicle.replenishment} from trade_accounts where acc_number = ${vehicle.accNumber}
        on conflict (registration_key) do nothing returning id`,
    );
    if (!van || !vehicle.stocked) continue;
    for (const [index, { id }] of products.entries()) {
      // Every other product has fallen below its minimum of 4.
      const current = index % 2 === 0 ? 1 + index / 2 : 6 + index;
      await executor.execute(sql`insert into van_stock (van_id, product_id, current_level, min_level)
        values (${van.id}, ${id}, ${current}, 4)`);
    }
  }
  const digest = createHash("sha256").update(`demo reporting key, opens nothing: ${seedKey}`).digest("hex");
  await executor.execute(sql`insert into reporting_keys (account_id, hash_digest, prefix, created_by)
    select a.id, ${digest}, ${DEMO_REPORTING_KEY_PREFIX}, u.id from trade_accounts a, users u
    where a.acc_number = 'CAR1001' and u.email = 'trade@example.co.uk'
    on conflict (hash_digest) do nothing`);
}
