/** The account tools module's public surface: the van management panel's service, built once per database. */
import { perDatabase } from "../../lib/per-database.ts";
import { createVehicleService } from "./service.ts";
import { createVehicleStore } from "./store.ts";

export const vehiclesFor = perDatabase((host) => createVehicleService(createVehicleStore(host.database)));
