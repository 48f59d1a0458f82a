import { isDatabaseUp, type Database } from "../../db/client.ts";

export type Health =
  | { status: "ok"; database: { status: "up"; driver: Database["driver"] } }
  | { status: "degraded"; database: { status: "down"; driver: Database["driver"] } };

/** The server is healthy when its database answers; a load balancer stops sending traffic otherwise. */
export async function checkHealth(database: Database): Promise<Health> {
  return (await isDatabaseUp(database))
    ? { status: "ok", database: { status: "up", driver: database.driver } }
    : { status: "degraded", database: { status: "down", driver: database.driver } };
}
