import { fail, fillMessage, ok, type Result } from "../shared/result.ts";
import {
  EXISTING_SLOT_CHOSEN,
  EXISTING_SLOT_INVALID,
  SLOT_RESERVED_BY_CUSTOMER,
  SLOT_RESERVED_BY_YOU,
  SLOT_WITHIN_24_HOURS,
} from "./messages.ts";

/** spec/3 §4 Delivery slot: slots starting within this window get the phone-the-branch warning. */
export const SLOT_WARNING_WINDOW_MS = 24 * 60 * 60 * 1000;

/**
 * Whether a slot starts 24 hours or less after now (both epoch milliseconds, now passed in).
 * A slot already started is within the window too: the branch must confirm it all the more.
 */
export function isWithin24Hours(slotStartMs: number, nowMs: number): boolean {
  return slotStartMs - nowMs <= SLOT_WARNING_WINDOW_MS;
}

/** spec/3 §8: the 24-hour warning for a slot, or null. */
export function slotWarning(slotStartMs: number, nowMs: number): string | null {
  return isWithin24Hours(slotStartMs, nowMs) ? SLOT_WITHIN_24_HOURS : null;
}

export type SlotReservation = {
  /** The customer account that holds the slot. */
  readonly reservedByAccount: string;
  /** The account of the operator looking at the calendar. */
  readonly viewerAccount: string;
  /** The booked-on date as shown (DD/MM/YYYY). */
  readonly bookedOn: string;
};

/** spec/3 §4, §8: who reserved a slot and when; account numbers compare trimmed and in any case. */
export function slotReservedText({ reservedByAccount, viewerAccount, bookedOn }: SlotReservation): string {
  const account = reservedByAccount.trim();
  return account.toUpperCase() === viewerAccount.trim().toUpperCase()
    ? fillMessage(SLOT_RESERVED_BY_YOU, { date: bookedOn })
    : fillMessage(SLOT_RESERVED_BY_CUSTOMER, { account, date: bookedOn });
}

/** spec/3 §4: existing slots are offered when they fall 1 to 7 days ahead. */
export const EXISTING_SLOT_MIN_DAYS = 1;
export const EXISTING_SLOT_MAX_DAYS = 7;

export function isExistingSlotInRange(daysAhead: number): boolean {
  return (
    Number.isInteger(daysAhead) && daysAhead >= EXISTING_SLOT_MIN_DAYS && daysAhead <= EXISTING_SLOT_MAX_DAYS
  );
}

/** One entry of the existing-slot drop-down. */
export type SlotOption = { readonly date: string; readonly time: string };

/**
 * spec/3 §5 Existing slot: a valid date and time. Valid means one of the options offered, so a
 * tampered or stale pick is refused like an empty one.
 */
export function checkExistingSlotChoice(
  choice: { readonly date?: string; readonly time?: string },
  offered: readonly SlotOption[],
): Result<SlotOption, "invalid_slot"> {
  const date = (choice.date ?? "").trim();
  const time = (choice.time ?? "").trim();
  const picked = offered.find((option) => option.date === date && option.time === time);
  return picked === undefined || date === "" || time === ""
    ? fail("invalid_slot", EXISTING_SLOT_INVALID)
    : ok(picked);
}

/**
 * spec/3 §4, §7 sgsetdeliveryslotsession: what the app says once an existing slot is kept in the
 * session (decision 170; the spec shows no words). The date is shown as DD/MM/YYYY.
 */
export function existingSlotChosenText({ date, time }: SlotOption): string {
  return fillMessage(EXISTING_SLOT_CHOSEN, { date: date.split("-").reverse().join("/"), time });
}
