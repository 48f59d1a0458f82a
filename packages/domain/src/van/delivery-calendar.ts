/**
 * The van app's delivery calendar (issue 18; spec/3 §3 Delivery slot, §4, §7 sgselectdeliverydate;
 * decision 160): each day has the same time slots, each with a number of places (spec "slots");
 * the operator picks a date with a priority and a type and books a place.
 */
import { isCalendarDate, londonDateOf } from "../checkout/delivery-date.ts";

export const DELIVERY_PRIORITIES = ["standard", "urgent"] as const;
export type DeliveryPriority = (typeof DELIVERY_PRIORITIES)[number];

export const DELIVERY_TYPES = ["delivery", "collection"] as const;
export type DeliveryType = (typeof DELIVERY_TYPES)[number];

export type DeliveryTimeSlot = {
  /** As the calendar shows it and the booking stores it. */
  readonly time: string;
  /** The London hour it starts at. */
  readonly startHour: number;
  /** How many vans it takes (spec/3 §3 slots). */
  readonly places: number;
};

/** Ours (decision 160): the branch's delivery runs, fewer places in the afternoon. */
export const DELIVERY_TIME_SLOTS: readonly DeliveryTimeSlot[] = [
  { time: "08:00-10:00", startHour: 8, places: 3 },
  { time: "10:00-12:00", startHour: 10, places: 2 },
  { time: "12:00-14:00", startHour: 12, places: 2 },
  { time: "14:00-16:00", startHour: 14, places: 1 },
];

export function deliveryTimeSlot(time: string): DeliveryTimeSlot | undefined {
  return DELIVERY_TIME_SLOTS.find((slot) => slot.time === time);
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar day written "YYYY-MM-DD". */
export function isCalendarDay(day: string): boolean {
  const match = DAY.exec(day);
  return match !== null && isCalendarDate({ year: +match[1]!, month: +match[2]!, day: +match[3]! });
}

/** The London day of an instant, "YYYY-MM-DD". */
export function londonCalendarDay(epochMs: number): string {
  const { year, month, day } = londonDateOf(epochMs);
  return `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

const HOUR_MS = 60 * 60 * 1000;

/** When a time slot of a day starts, London wall time (BST or GMT) as epoch ms. */
export function slotStartMs(day: string, slot: DeliveryTimeSlot): number {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  const asUtc = Date.UTC(year, month - 1, date, slot.startHour);
  const londonHour = Number(
    new Intl.DateTimeFormat("en-GB", { timeZone: "Europe/London", hour: "2-digit", hourCycle: "h23" }).format(
      asUtc,
    ),
  );
  return asUtc - ((londonHour - slot.startHour + 24) % 24) * HOUR_MS;
}

/** Whole London days from today to `day` (negative for a day gone). */
export function daysAhead(day: string, nowMs: number): number {
  const toUtc = (d: string) => {
    const [y, m, dd] = d.split("-").map(Number) as [number, number, number];
    return Date.UTC(y, m - 1, dd);
  };
  return Math.round((toUtc(day) - toUtc(londonCalendarDay(nowMs))) / (24 * HOUR_MS));
}
