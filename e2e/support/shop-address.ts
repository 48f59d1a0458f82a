import { inject } from "vitest";

/**
 * The address of this worker's shop. Journeys run in two workers at once, each against a server of
 * its own (started in global setup), so one journey's signed-in user, basket or outbox is never
 * another's: worker N (VITEST_POOL_ID, from 1) takes the Nth server.
 */
export function shopAddress(): string {
  const addresses = inject("baseURLs");
  const worker = Number(process.env.VITEST_POOL_ID ?? 1);
  const address = addresses[(worker - 1) % addresses.length];
  if (!address) throw new Error("No shop was started for the journeys");
  return address;
}
