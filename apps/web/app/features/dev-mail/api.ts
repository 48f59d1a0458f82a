/** The developer mail page's API call: the newest outbox emails (a 404 outside development). */
import type { DevOutboxQuery } from "@merchant/contract";
import { answer, type ApiClient } from "~/lib/api.ts";

export const devOutbox = (api: ApiClient, query: DevOutboxQuery = {}) =>
  answer(api.GET("/api/dev/outbox", { params: { query } }));
