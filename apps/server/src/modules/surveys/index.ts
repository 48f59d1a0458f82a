/** The surveys module's public surface: its service, built once per database. */
import { perDatabase } from "../../lib/per-database.ts";
import { vanAppFor } from "../van/index.ts";
import { createSurveyService } from "./service.ts";
import { createSurveyStore } from "./store.ts";

export const surveysFor = perDatabase((host) =>
  createSurveyService({ store: createSurveyStore(host.database), vanApp: vanAppFor(host) }),
);
