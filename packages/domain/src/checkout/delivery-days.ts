/**
 * Which days the checkout's delivery calendar offers (issue 12; spec/1 §3 DeliveryDate, §4
 * 'Delivery calendar', §9): from today plus the delivering branch's lead days, on the weekdays its
 * vans run, up to a horizon, never on an England and Wales bank holiday (nor on Christmas Day,
 * Boxing Day or New Year's Day, whatever day they fall on) or a day the branch is closed.
 * Days are London calendar days; the caller says which day today is (docs/decisions/124-delivery-dates.md).
 */
import { fillMessage } from "../shared/result.ts";
import { formatDeliveryDate, isCalendarDate, londonDateOf, type CalendarDate } from "./delivery-date.ts";

/** How far ahead the calendar offers days: six weeks from today. */
export const DELIVERY_HORIZON_DAYS = 42;

/** Texts of the delivery date choice: ours, the spec quotes none (decision 124). */
export const DELIVERY_DATE_REQUIRED = "Please choose a delivery date";
export const DELIVERY_DATE_NOT_OFFERED =
  "We cannot deliver on {date}. Please choose one of the delivery dates offered.";
export const DELIVERY_DATES_NEED_DELIVERY =
  "Delivery dates are offered for delivery only. Please choose delivery and enter your postcode.";
export const DELIVERY_DATES_NOT_DELIVERABLE =
  "We cannot deliver to {postcode}. Please enter another postcode or choose click and collect.";

/**
 * England and Wales bank holidays, 2026 to New Year's Day 2029 (gov.uk; 2028 by the usual rules),
 * substitute days included. Christmas Day, Boxing Day and New Year's Day themselves are closed too
 * when they fall on a weekend (see `isClosedForDelivery`). Extend before the last year runs out.
 */
export const ENGLAND_AND_WALES_BANK_HOLIDAYS: readonly string[] = [
  // 2026
  "2026-01-01", // New Year's Day
  "2026-04-03", // Good Friday
  "2026-04-06", // Easter Monday
  "2026-05-04", // Early May bank holiday
  "2026-05-25", // Spring bank holiday
  "2026-08-31", // Summer bank holiday
  "2026-12-25", // Christmas Day
  "2026-12-28", // Boxing Day (substitute day)
  // 2027
  "2027-01-01", // New Year's Day
  "2027-03-26", // Good Friday
  "2027-03-29", // Easter Monday
  "2027-05-03", // Early May bank holiday
  "2027-05-31", // Spring bank holiday
  "2027-08-30", // Summer bank holiday
  "2027-12-27", // Christmas Day (substitute day)
  "2027-12-28", // Boxing Day (substitute day)
  // 2028
  "2028-01-03", // New Year's Day (substitute day)
  "2028-04-14", // Good Friday
  "2028-04-17", // Easter Monday
  "2028-05-01", // Early May bank holiday
  "2028-05-29", // Spring bank holiday
  "2028-08-28", // Summer bank holiday
  "2028-12-25", // Christmas Day
  "2028-12-26", // Boxing Day
  // 2029
  "2029-01-01", // New Year's Day
];

const BANK_HOLIDAYS = new Set(ENGLAND_AND_WALES_BANK_HOLIDAYS);

/** What decides a branch's delivery days. */
export type DeliveryDaysRule = {
  /** Today on the London calendar (`londonToday(now)`). */
  today: CalendarDate;
  /** The weekdays the branch's vans run, ISO numbered: 1 Monday … 7 Sunday. */
  weekdays: readonly number[];
  /** Whole calendar days from today to the earliest delivery: 0 delivers today, 2 the day after tomorrow. */
  leadDays: number;
  /** The last day offered is today plus this many days (DELIVERY_HORIZON_DAYS by default). */
  horizonDays?: number;
  /** Other days the branch does not deliver ("YYYY-MM-DD"), besides bank holidays. */
  closedDates?: readonly string[];
};

const pad = (value: number, width: number) => String(value).padStart(width, "0");

/** "YYYY-MM-DD", the form the API and the DeliveryDate field carry. */
export function isoDateOf({ year, month, day }: CalendarDate): string {
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
}

/** A "YYYY-MM-DD" that is a real day, as a calendar date; null for anything else. */
export function calendarDateOf(iso: string): CalendarDate | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!match) return null;
  const date = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
  return isCalendarDate(date) ? date : null;
}

/** Today on the London calendar at the instant `now`: where the branches deliver, whatever the machine's zone. */
export function londonToday(now: Date | number): CalendarDate {
  return londonDateOf(typeof now === "number" ? now : now.getTime());
}

// Calendar arithmetic on UTC midnights, which have no summer time to skip or repeat an hour.
const utcOf = ({ year, month, day }: CalendarDate) => new Date(Date.UTC(year, month - 1, day));
const dateOfUtc = (utc: Date): CalendarDate => ({
  year: utc.getUTCFullYear(),
  month: utc.getUTCMonth() + 1,
  day: utc.getUTCDate(),
});

/** The day `days` after `date` (before it when negative). */
export function addDays(date: CalendarDate, days: number): CalendarDate {
  const utc = utcOf(date);
  utc.setUTCDate(utc.getUTCDate() + days);
  return dateOfUtc(utc);
}

/** ISO weekday: 1 Monday … 7 Sunday. */
export function isoWeekday(date: CalendarDate): number {
  return utcOf(date).getUTCDay() || 7;
}

const WEEKDAY_NAMES = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];
const MONTH_NAMES = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

/** "Thursday 3 December 2026": how the calendar names a day to a screen reader. */
export function longDateOf(date: CalendarDate): string {
  return `${WEEKDAY_NAMES[isoWeekday(date) - 1]} ${date.day} ${MONTH_NAMES[date.month - 1]} ${date.year}`;
}

/** "December 2026": a calendar page's heading. */
export function monthNameOf({ year, month }: Pick<CalendarDate, "year" | "month">): string {
  return `${MONTH_NAMES[month - 1]} ${year}`;
}

/** A bank holiday, or Christmas Day, Boxing Day or New Year's Day on whatever day it falls. */
export function isClosedForDelivery(date: CalendarDate): boolean {
  const { month, day } = date;
  if ((month === 12 && (day === 25 || day === 26)) || (month === 1 && day === 1)) return true;
  return BANK_HOLIDAYS.has(isoDateOf(date));
}

const isWholeNumber = (value: number, min: number) => Number.isInteger(value) && value >= min;

/**
 * The days the calendar offers, in order, as "YYYY-MM-DD". A rule that makes no sense (a lead
 * time or horizon that is not a whole number of days) offers none: better no date than a promise
 * the branch cannot keep. Weekday numbers outside 1–7 are ignored.
 */
export function selectableDeliveryDates(rule: DeliveryDaysRule): string[] {
  const horizon = rule.horizonDays ?? DELIVERY_HORIZON_DAYS;
  if (!isCalendarDate(rule.today) || !isWholeNumber(rule.leadDays, 0) || !isWholeNumber(horizon, 0))
    return [];
  const weekdays = new Set(rule.weekdays.filter((day) => isWholeNumber(day, 1) && day <= 7));
  const closed = new Set(rule.closedDates ?? []);
  const dates: string[] = [];
  for (let offset = rule.leadDays; offset <= horizon; offset++) {
    const date = addDays(rule.today, offset);
    const iso = isoDateOf(date);
    if (weekdays.has(isoWeekday(date)) && !isClosedForDelivery(date) && !closed.has(iso)) dates.push(iso);
  }
  return dates;
}

/** Whether `date` ("YYYY-MM-DD") is one of the days the calendar offers under `rule`: the server's check of a submitted date. */
export function isSelectableDeliveryDate(date: string, rule: DeliveryDaysRule): boolean {
  return calendarDateOf(date) !== null && selectableDeliveryDates(rule).includes(date);
}

/** The message for a submitted date the calendar does not offer, naming it as the shopper reads dates. */
export function deliveryDateNotOffered(date: CalendarDate): string {
  return fillMessage(DELIVERY_DATE_NOT_OFFERED, { date: formatDeliveryDate(date) ?? isoDateOf(date) });
}
