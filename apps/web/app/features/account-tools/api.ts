/**
 * The account tools' API calls (spec/3 §7 van and account tools). The tools page reads the keys
 * in its loader (in-process); the van panel, the keys' changes and each dashboard widget call from
 * the browser. Keys and widgets are given 20 s (spec/3 §9).
 */
import type { AddVehicleBody, ReportWidgetName, Vehicle } from "@merchant/contract";
import { REQUEST_TIMEOUT_MS } from "@merchant/domain/van";
import { answer, browserApi, timeout, type ApiClient } from "~/lib/api.ts";

export const ACCOUNT_TOOLS_PATH = "/account/tools";
export const REPORTING_DASHBOARD_PATH = "/account/reporting";

const keysTimeout = () => ({ signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS.reportingKeys) });

/** For the tools page's loader: the active trade account's keys, by prefix. */
export const reportingKeysOf = (api: ApiClient) => answer(api.GET("/api/account/reporting-keys"));

/** spec/3 §7 /van/getvehicle: the active account's vehicles whose registration begins so. */
export const findVehicles = (reg: string) =>
  answer(browserApi.GET("/api/account/vehicles", { params: { query: { reg } }, ...timeout() }));

/** spec/3 §7 /van/create. */
export const addVehicle = (body: AddVehicleBody) =>
  answer(browserApi.POST("/api/account/vehicles", { body, ...timeout() }));

/** spec/3 §7 /van/updatevehicle. */
export const setReplenishment = (vehicleId: number, replenishment: Vehicle["replenishment"]) =>
  answer(
    browserApi.PATCH("/api/account/vehicles/{vehicleId}", {
      params: { path: { vehicleId } },
      body: { replenishment },
      ...timeout(),
    }),
  );

export const createReportingKey = () => answer(browserApi.POST("/api/account/reporting-keys", keysTimeout()));

/** spec/3 §7 /account/databaseregeneratekey (20 s). */
export const regenerateReportingKey = (keyId: number) =>
  answer(
    browserApi.POST("/api/account/reporting-keys/{keyId}/regenerate", {
      params: { path: { keyId } },
      ...keysTimeout(),
    }),
  );

/** spec/3 §7 /account/databaseremovekey (20 s). */
export const removeReportingKey = (keyId: number) =>
  answer(
    browserApi.DELETE("/api/account/reporting-keys/{keyId}", {
      params: { path: { keyId } },
      ...keysTimeout(),
    }),
  );

/** spec/3 §7 /account/databasegetwidgetcontent (20 s): one page of a widget. */
export const widgetPage = (widget: ReportWidgetName, page: number) =>
  answer(
    browserApi.GET("/api/account/reporting/widgets/{widget}", {
      params: { path: { widget }, query: { page } },
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS.widgets),
    }),
  );
