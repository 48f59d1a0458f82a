/** The active trade account's vehicles (the van app's `vans`): every read and write names the account. */
import { sql } from "drizzle-orm";
import type { Vehicle } from "@merchant/contract";
import type { Database } from "../../db/client.ts";

const COLUMNS = sql`id, registration, description, replenishment`;

/** More than the panel's suggestions list shows at once. */
const SUGGESTIONS = 10;

export function createVehicleStore(database: Database) {
  return {
    /** The account's vehicles whose normalised registration begins with `start`, in registration order. */
    async find(accountId: number, start: string): Promise<Vehicle[]> {
      return database.rows<Vehicle>(sql`
        select ${COLUMNS} from vans
        where account_id = ${accountId} and left(registration_key, ${start.length}) = ${start}
        order by registration_key limit ${SUGGESTIONS}`);
    },

    /** The new vehicle, or undefined when a vehicle (of any account) already has the registration. */
    async add(
      accountId: number,
      vehicle: Omit<Vehicle, "id"> & { registrationKey: string },
    ): Promise<Vehicle | undefined> {
      const [row] = await database.rows<Vehicle>(sql`
        insert into vans (account_id, registration, registration_key, description, replenishment)
        values (${accountId}, ${vehicle.registration}, ${vehicle.registrationKey}, ${vehicle.description},
          ${vehicle.replenishment})
        on conflict (registration_key) do nothing returning ${COLUMNS}`);
      return row;
    },

    async setReplenishment(
      accountId: number,
      vehicleId: number,
      replenishment: Vehicle["replenishment"],
    ): Promise<Vehicle | undefined> {
      const [row] = await database.rows<Vehicle>(sql`
        update vans set replenishment = ${replenishment}
        where id = ${vehicleId} and account_id = ${accountId} returning ${COLUMNS}`);
      return row;
    },
  };
}

export type VehicleStore = ReturnType<typeof createVehicleStore>;
