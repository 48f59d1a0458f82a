const SHORT_DAY = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Europe/London",
  day: "numeric",
  month: "short",
  year: "numeric",
});

/**
 * An instant's day on the London calendar as the account's lists show it, "24 Dec 2026"
 * (DESIGN.md: dates are shown in Europe/London), the same on the server and in any browser.
 */
export function londonShortDay(iso: string): string {
  return SHORT_DAY.format(new Date(iso));
}
