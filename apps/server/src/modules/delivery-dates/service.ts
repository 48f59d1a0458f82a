/**
 * The checkout's delivery dates (issue 12; spec/1 §3 DeliveryDate, §4, §9): the days the shopper's
 * delivering branch offers, by the domain's rule, on the London calendar of the injected clock;
 * and the check that a submitted date is one of them (docs/decisions/124-delivery-dates.md).
 */
import type { DeliveryDates } from "@merchant/contract";
import {
  calendarDateOf,
  DELIVERY_DATE_REQUIRED,
  DELIVERY_DATES_NEED_DELIVERY,
  DELIVERY_DATES_NOT_DELIVERABLE,
  deliveryDateNotOffered,
  formatDeliveryDate,
  isSelectableDeliveryDate,
  londonToday,
  selectableDeliveryDates,
  type DeliveryDaysRule,
} from "@merchant/domain/checkout";
import { fillMessage } from "@merchant/domain/shared";
import { conflict, invalid } from "../../lib/domain-errors.ts";
import type { FulfilmentData } from "../fulfilment/index.ts";
import type { DeliveryDatesStore, DeliverySchedule } from "./store.ts";

/** A submitted date the delivering branch offers, as the order keeps it and as the shopper reads it. */
export type CheckedDeliveryDate = {
  /** YYYY-MM-DD */
  date: string;
  /** DD/MM/YYYY (spec/1 §9) */
  formatted: string;
  branch: { id: number; name: string };
};

export function createDeliveryDatesService(store: DeliveryDatesStore, now: () => Date) {
  /** The branch delivering the shopper's basket: 409 when they collect, or no branch reaches their postcode. */
  async function deliveringBranch(data: FulfilmentData): Promise<DeliverySchedule> {
    if (data.fulfilment !== "delivery" || data.deliveryPostcode === null) {
      throw conflict(DELIVERY_DATES_NEED_DELIVERY);
    }
    const branch =
      data.deliverable === true && data.deliveryBranchId !== null
        ? await store.schedule(data.deliveryBranchId)
        : null;
    if (!branch)
      throw conflict(fillMessage(DELIVERY_DATES_NOT_DELIVERABLE, { postcode: data.deliveryPostcode }));
    return branch;
  }

  // One reading of the clock per call, so every day of one answer is counted from the same today.
  const ruleOf = (branch: DeliverySchedule): DeliveryDaysRule => ({
    today: londonToday(now()),
    weekdays: branch.weekdays,
    leadDays: branch.leadDays,
  });

  return {
    async offered(data: FulfilmentData): Promise<DeliveryDates> {
      const branch = await deliveringBranch(data);
      const dates = selectableDeliveryDates(ruleOf(branch));
      return { branch: { id: branch.id, name: branch.name }, dates, first: dates[0] ?? null };
    },

    /**
     * Refuses a date the calendar would not offer now with a 400 naming `field`: missing, not a
     * YYYY-MM-DD day, or not one of the branch's days (a day offered yesterday may be inside the
     * lead time today). 409 as for the calendar when the shopper is not having the basket delivered.
     */
    async check(data: FulfilmentData, date: unknown, field: string): Promise<CheckedDeliveryDate> {
      const branch = await deliveringBranch(data);
      const typed = typeof date === "string" ? date.trim() : "";
      const day = calendarDateOf(typed);
      if (day === null) throw invalid(DELIVERY_DATE_REQUIRED, { [field]: DELIVERY_DATE_REQUIRED });
      if (!isSelectableDeliveryDate(typed, ruleOf(branch))) {
        const message = deliveryDateNotOffered(day);
        throw invalid(message, { [field]: message });
      }
      return {
        date: typed,
        formatted: formatDeliveryDate(day)!,
        branch: { id: branch.id, name: branch.name },
      };
    },
  };
}

export type DeliveryDatesService = ReturnType<typeof createDeliveryDatesService>;
