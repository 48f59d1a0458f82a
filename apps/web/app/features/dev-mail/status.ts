/** An outbox email's state in words for the developer mail page. */
import type { OutboxEmail } from "@merchant/contract";

const LONDON_TIME = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Europe/London",
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
});

/** `24/11/2026, 22:19:05`, on the shop's clock. */
export const londonTime = (iso: string) => LONDON_TIME.format(new Date(iso));

const tries = (attempts: number) => (attempts === 1 ? "1 attempt" : `${attempts} attempts`);

export function statusText(
  email: Pick<OutboxEmail, "status" | "attempts" | "sentAt" | "nextAttemptAt">,
): string {
  switch (email.status) {
    case "sent":
      return `Sent ${londonTime(email.sentAt ?? email.nextAttemptAt)}`;
    case "waiting":
      return "Waiting";
    case "retrying":
      return `Failed ${tries(email.attempts)}, next try ${londonTime(email.nextAttemptAt)}`;
    case "failed":
      return `Given up after ${tries(email.attempts)}`;
  }
}
