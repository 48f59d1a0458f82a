/**
 * Account tools (issue 19; spec/3 §2 web account area, §3, §4 van panel, §7): the active trade
 * account's vehicles, its database reporting keys and the reporting dashboard's widgets. Another
 * account's vehicle or key answers as one that does not exist. A key is shown in full only when
 * made or regenerated; lists name it by its prefix (decision 150).
 */
import { z } from "zod";
import { REPORT_WIDGETS } from "./constants.ts";
import { failures } from "./errors.ts";
import { text, wholeNumber } from "./input.ts";
import { route } from "./route.ts";
import { REGISTRATION_MAX_LENGTH } from "./van-app.ts";

const DESCRIPTION_MAX_LENGTH = 60;
const replenishmentSchema = z
  .enum(["automatic", "manual"], { error: "Must be automatic or manual" })
  .describe("spec/3 §3: automatic = 1, manual = 0");

export const vehicleSchema = z
  .object({
    id: z.int(),
    registration: z.string().describe("as the account wrote it"),
    description: z.string(),
    replenishment: replenishmentSchema,
  })
  .meta({ id: "Vehicle" });
export type Vehicle = z.infer<typeof vehicleSchema>;

const registrationInput = text(REGISTRATION_MAX_LENGTH, { missing: "Is required", trim: true }).min(2, {
  error: "Must be a vehicle registration",
});

export const addVehicleBodySchema = z.strictObject({
  registration: registrationInput,
  description: text(DESCRIPTION_MAX_LENGTH, { missing: "Is required", trim: true }).min(1, {
    error: "Is required",
  }),
  replenishment: replenishmentSchema,
});
export type AddVehicleBody = z.input<typeof addVehicleBodySchema>;

export const reportingKeySchema = z
  .object({
    id: z.int(),
    prefix: z.string().describe("the key's first characters, which name it; the rest is never shown again"),
    issuedAt: z.iso.datetime().describe("when its current value was made"),
  })
  .meta({ id: "ReportingKey" });
export type ReportingKey = z.infer<typeof reportingKeySchema>;

const issuedKeySchema = z
  .object({
    key: reportingKeySchema,
    apikey: z.string().describe("the whole key, shown this once: only its hash is kept"),
  })
  .meta({ id: "IssuedReportingKey" });
export type IssuedReportingKey = z.infer<typeof issuedKeySchema>;

const keyIdParams = z.object({ keyId: wholeNumber({ min: 1 }).describe("one of the active account's keys") });

const widgetColumnSchema = z.object({
  key: z.string(),
  label: z.string(),
  kind: z.enum(["text", "money", "number", "date"]).describe("money in pence; a date YYYY-MM-DD"),
});

export const reportWidgetSchema = z
  .object({
    widget: z.enum(REPORT_WIDGETS),
    title: z.string(),
    columns: z.array(widgetColumnSchema),
    rows: z.array(z.record(z.string(), z.union([z.string(), z.number(), z.null()]))),
    chart: z
      .object({ label: z.string(), value: z.string() })
      .nullable()
      .describe("the columns a bar chart draws: its labels and its values; null for a table only"),
    page: z.int().describe("from 1 (spec/3 §9 default page 1); a page past the last is the last"),
    pages: z.int(),
    total: z.int().describe("rows on every page together"),
  })
  .meta({ id: "ReportWidget" });
export type ReportWidget = z.infer<typeof reportWidgetSchema>;

export const accountToolRoutes = {
  accountVehicles: route({
    method: "GET",
    path: "/api/account/vehicles",
    summary:
      "spec/3 §7 /van/getvehicle: the active trade account's vehicles whose registration begins with `reg` (spaces and case aside), at most 10; all of them without `reg`",
    tags: ["account"],
    query: z.object({ reg: text(REGISTRATION_MAX_LENGTH).optional() }),
    responses: { 200: z.object({ vehicles: z.array(vehicleSchema) }), ...failures(400, 401, 403) },
  }),
  addVehicle: route({
    method: "POST",
    path: "/api/account/vehicles",
    summary:
      "spec/3 §7 /van/create: adds a vehicle to the active trade account (201); a registration already registered is a 409",
    tags: ["account"],
    body: addVehicleBodySchema,
    responses: { 201: z.object({ vehicle: vehicleSchema }), ...failures(400, 401, 403, 409) },
  }),
  updateVehicle: route({
    method: "PATCH",
    path: "/api/account/vehicles/{vehicleId}",
    summary:
      "spec/3 §7 /van/updatevehicle: changes the replenishment type of one of the active account's vehicles",
    tags: ["account"],
    params: z.object({ vehicleId: wholeNumber({ min: 1 }) }),
    body: z.strictObject({ replenishment: replenishmentSchema }),
    responses: { 200: z.object({ vehicle: vehicleSchema }), ...failures(400, 401, 403, 404) },
  }),
  reportingKeys: route({
    method: "GET",
    path: "/api/account/reporting-keys",
    summary: "The active trade account's database reporting keys, each named by its prefix, oldest first",
    tags: ["account"],
    responses: { 200: z.object({ keys: z.array(reportingKeySchema) }), ...failures(401, 403) },
  }),
  createReportingKey: route({
    method: "POST",
    path: "/api/account/reporting-keys",
    summary:
      "Makes a database reporting key for the active trade account; the whole key is in this reply only",
    tags: ["account"],
    responses: { 201: issuedKeySchema, ...failures(401, 403, 409) },
  }),
  regenerateReportingKey: route({
    method: "POST",
    path: "/api/account/reporting-keys/{keyId}/regenerate",
    summary:
      "spec/3 §7 /account/databaseregeneratekey: a new value for the key; the old one is refused from now on",
    tags: ["account"],
    params: keyIdParams,
    responses: { 200: issuedKeySchema, ...failures(400, 401, 403, 404) },
  }),
  removeReportingKey: route({
    method: "DELETE",
    path: "/api/account/reporting-keys/{keyId}",
    summary: "spec/3 §7 /account/databaseremovekey: removes the key; it is refused from now on",
    tags: ["account"],
    params: keyIdParams,
    responses: { 204: z.null(), ...failures(400, 401, 403, 404) },
  }),
  reportWidget: route({
    method: "GET",
    path: "/api/account/reporting/widgets/{widget}",
    summary:
      "spec/3 §7 /account/databasegetwidgetcontent: one page of a reporting dashboard widget of the active trade account",
    tags: ["account"],
    params: z.object({ widget: z.enum(REPORT_WIDGETS, { error: "Must be a reporting widget" }) }),
    query: z.object({ page: wholeNumber({ min: 1 }).default(1).describe("spec/3 §9: default page 1") }),
    responses: { 200: reportWidgetSchema, ...failures(400, 401, 403) },
  }),
};
