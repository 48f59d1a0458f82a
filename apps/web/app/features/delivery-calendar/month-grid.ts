/**
 * The calendar's arithmetic: a month as Monday-first weeks, moving between months, and the
 * months the offered days span. Days are "YYYY-MM-DD" London calendar days, as the API sends them.
 */
import { addDays, calendarDateOf, isoDateOf, isoWeekday, type CalendarDate } from "@merchant/domain/checkout";

/** A calendar page: a month of a year, month counted from 1. */
export type Month = { year: number; month: number };

export const monthOf = (iso: string): Month => {
  const { year, month } = calendarDateOf(iso)!;
  return { year, month };
};

/** Months compare as year × 12 + month. */
export const monthIndex = ({ year, month }: Month) => year * 12 + (month - 1);

export const addMonths = (month: Month, count: number): Month => {
  const index = monthIndex(month) + count;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
};

const daysIn = ({ year, month }: Month) => addDays({ ...addMonths({ year, month }, 1), day: 1 }, -1).day;

/** The month's weeks, Monday first; days of the months either side are null. */
export function weeksOf(month: Month): (string | null)[][] {
  const first: CalendarDate = { ...month, day: 1 };
  const cells: (string | null)[] = Array.from({ length: isoWeekday(first) - 1 }, () => null);
  for (let day = 1; day <= daysIn(month); day++) cells.push(isoDateOf({ ...month, day }));
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
}

/** The day `days` after an ISO day. */
export const shiftDay = (iso: string, days: number) => isoDateOf(addDays(calendarDateOf(iso)!, days));

/** The same day of the month `count` months on, or the month's last day when it is shorter (31 January → 28 February). */
export function shiftMonth(iso: string, count: number): string {
  const { day } = calendarDateOf(iso)!;
  const month = addMonths(monthOf(iso), count);
  return isoDateOf({ ...month, day: Math.min(day, daysIn(month)) });
}

/** The first and last day of a month, as ISO days. */
export const firstDayOf = (month: Month) => isoDateOf({ ...month, day: 1 });
export const lastDayOf = (month: Month) => isoDateOf({ ...month, day: daysIn(month) });

/** ISO weekday (1 Monday … 7 Sunday) of an ISO day. */
export const weekdayOf = (iso: string) => isoWeekday(calendarDateOf(iso)!);
