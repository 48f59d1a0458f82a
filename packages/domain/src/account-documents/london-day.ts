const LONDON_DAY = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Europe/London",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/**
 * The day of an instant on the Europe/London calendar as DD/MM/YYYY (DESIGN: dates are shown in
 * Europe/London): the same words on the server and in any shopper's browser.
 */
export function londonDay(epochMs: number): string {
  return LONDON_DAY.format(new Date(epochMs));
}
