/** The reporting module's public surface: its service, built once per database. */
import { perDatabase } from "../../lib/per-database.ts";
import { createReportingService } from "./service.ts";
import { createReportingStore } from "./store.ts";

export const reportingFor = perDatabase((host) =>
  createReportingService(createReportingStore(host.database)),
);
export type { ReportingService } from "./service.ts";
