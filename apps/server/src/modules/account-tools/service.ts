/**
 * The van management panel's use cases (issue 19; spec/3 §4 Van panel, §7 /van/getvehicle,
 * /van/create, /van/updatevehicle; decision 151): the active trade account's vehicles found by the
 * start of a registration however typed, a vehicle added, its replenishment type changed.
 */
import type { AddVehicleBody, Vehicle } from "@merchant/contract";
import { normaliseRegistration, REGISTRATION_TAKEN } from "@merchant/domain/van";
import { conflict, notFound } from "../../lib/domain-errors.ts";
import type { VehicleStore } from "./store.ts";

export const NO_SUCH_VEHICLE = "No vehicle of this account has this id.";

type Account = { id: number };

/** "ab12  cde" is written "AB12 CDE": upper case, one space between its parts. */
const tidyRegistration = (registration: string) => registration.trim().replace(/\s+/g, " ").toUpperCase();

export function createVehicleService(store: VehicleStore) {
  return {
    async find(account: Account, registration = ""): Promise<{ vehicles: Vehicle[] }> {
      return { vehicles: await store.find(account.id, normaliseRegistration(registration)) };
    },

    /** spec/3 §7 /van/create. A registration is one vehicle's, whichever account has it. */
    async add(account: Account, body: Required<AddVehicleBody>): Promise<{ vehicle: Vehicle }> {
      const registration = tidyRegistration(body.registration);
      const vehicle = await store.add(account.id, {
        registration,
        registrationKey: normaliseRegistration(registration),
        description: body.description.trim(),
        replenishment: body.replenishment,
      });
      if (!vehicle) throw conflict(REGISTRATION_TAKEN, { registration: REGISTRATION_TAKEN });
      return { vehicle };
    },

    /** spec/3 §7 /van/updatevehicle. */
    async setReplenishment(account: Account, vehicleId: number, replenishment: Vehicle["replenishment"]) {
      const vehicle = await store.setReplenishment(account.id, vehicleId, replenishment);
      if (!vehicle) throw notFound(NO_SUCH_VEHICLE);
      return { vehicle };
    },
  };
}
