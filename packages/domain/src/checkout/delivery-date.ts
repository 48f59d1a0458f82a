import { fillMessage } from "../shared/result.ts";
import { DELIVERY_CONFIRMATION } from "./messages.ts";

/** A day on the Europe/London calendar; month and day count from 1. */
export type CalendarDate = { readonly year: number; readonly month: number; readonly day: number };

const LONDON = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Europe/London",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

// "2026-11-21", optionally with a time, optionally with an offset ("Z", "+01:00", "-0500").
const ISO =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?(Z|([+-])(\d{2}):?(\d{2}))?)?$/;

const isLeapYear = (year: number): boolean => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

export function isCalendarDate({ year, month, day }: CalendarDate): boolean {
  return (
    [year, month, day].every(Number.isInteger) &&
    year >= 1 &&
    year <= 9999 &&
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    day <= daysInMonth(year, month)
  );
}

/** The London calendar day of an instant, which is where the branch delivers. */
export function londonDateOf(epochMs: number): CalendarDate {
  const part = (type: string): number =>
    Number(LONDON.formatToParts(new Date(epochMs)).find((p) => p.type === type)?.value);
  return { year: part("year"), month: part("month"), day: part("day") };
}

/**
 * Reads an ISO date. A date alone, or a time without an offset, is already a London wall-clock
 * date and is taken as written; a time with an offset is an instant and is moved onto the London
 * calendar, so "2026-06-30T23:30:00Z" is the 1st of July (docs/decisions/038-delivery-date-input.md).
 */
function parseIsoDate(iso: string): CalendarDate | null {
  const m = ISO.exec(iso.trim());
  if (!m) return null;
  const [, y, mo, d, h = "0", mi = "0", s = "0", zone, sign, offH = "0", offM = "0"] = m;
  const written = { year: Number(y), month: Number(mo), day: Number(d) };
  if (!isCalendarDate(written) || Number(h) > 23 || Number(mi) > 59 || Number(s) > 59) return null;
  if (zone === undefined) return written;
  if (Number(offH) > 23 || Number(offM) > 59) return null;
  const offsetMinutes = (sign === "-" ? -1 : 1) * (Number(offH) * 60 + Number(offM));
  const utc = Date.UTC(written.year, written.month - 1, written.day, Number(h), Number(mi), Number(s));
  return londonDateOf(utc - offsetMinutes * 60_000);
}

const pad = (value: number, width: number): string => String(value).padStart(width, "0");

/** DESIGN.md, spec/1 §9: delivery dates read DD/MM/YYYY. Null when the input is not a real date. */
export function formatDeliveryDate(date: CalendarDate | string): string | null {
  const calendar = typeof date === "string" ? parseIsoDate(date) : isCalendarDate(date) ? date : null;
  if (calendar === null) return null;
  return `${pad(calendar.day, 2)}/${pad(calendar.month, 2)}/${pad(calendar.year, 4)}`;
}

/** spec/1 §9: 'Your order will be delivered on {date}', or null for a date that cannot be shown. */
export function deliveryConfirmation(date: CalendarDate | string): string | null {
  const formatted = formatDeliveryDate(date);
  return formatted === null ? null : fillMessage(DELIVERY_CONFIRMATION, { date: formatted });
}
