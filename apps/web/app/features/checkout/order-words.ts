/** How an order's times read: the day it was placed, on the London calendar (DESIGN.md "Dates are shown in Europe/London"). */
const DAY = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Europe/London",
  day: "numeric",
  month: "long",
  year: "numeric",
});

/** "2026-11-21T10:15:00.000Z" → "21 November 2026". */
export function placedOn(iso: string): string {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? iso : DAY.format(time);
}

/** The fulfilment as the order history names it. */
export const fulfilmentWords = (fulfilment: "collection" | "delivery") =>
  fulfilment === "delivery" ? "Delivery" : "Collection";
