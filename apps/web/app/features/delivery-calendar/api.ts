/**
 * The delivery calendar's one API call, for the checkout page's loader (in-process): the days the
 * shopper's delivering branch offers. A shopper who is not having the basket delivered, or whose
 * postcode no branch reaches, is refused with a 409 whose message the page shows instead of the
 * calendar; any other failure is thrown to the page's error boundary.
 */
import type { DeliveryDates } from "@merchant/contract";
import { answer, ApiError, type ApiClient } from "~/lib/api.ts";

export type DeliveryCalendarData = { ok: true; offered: DeliveryDates } | { ok: false; reason: string };

export async function deliveryDatesOf(api: ApiClient): Promise<DeliveryCalendarData> {
  try {
    return { ok: true, offered: await answer(api.GET("/api/checkout/delivery-dates")) };
  } catch (error) {
    if (error instanceof ApiError && error.status === 409) return { ok: false, reason: error.message };
    throw error;
  }
}
