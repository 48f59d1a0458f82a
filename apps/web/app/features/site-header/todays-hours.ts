import type { OpeningDay } from "@merchant/contract";

const LONDON_WEEKDAY = new Intl.DateTimeFormat("en-GB", { weekday: "long", timeZone: "Europe/London" });

/**
 * A branch's hours for the day it is in the UK (Europe/London, whatever the shopper's own
 * clock says): "Open today 07:00 – 17:00" or "Closed today".
 */
export function todaysHours(openingTimes: readonly OpeningDay[], now: Date): string {
  const today = LONDON_WEEKDAY.format(now);
  const hours = openingTimes.find((day) => day.day === today);
  return hours?.opens && hours.closes ? `Open today ${hours.opens} – ${hours.closes}` : "Closed today";
}
