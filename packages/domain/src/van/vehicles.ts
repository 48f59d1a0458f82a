import { NO_VEHICLE_SET } from "./messages.ts";

/** spec/3 §3 Vehicle: how a van's stock is topped up, as the numbers the forms send. */
export const REPLENISHMENT = { automatic: 1, manual: 0 } as const;
export type ReplenishmentType = keyof typeof REPLENISHMENT;

/** The replenishment type of a form or API value (1, "0" …), or null when it is neither. */
export function parseReplenishment(raw: string | number | null | undefined): ReplenishmentType | null {
  const code = String(raw ?? "").trim();
  if (code === String(REPLENISHMENT.automatic)) return "automatic";
  if (code === String(REPLENISHMENT.manual)) return "manual";
  return null;
}

/**
 * UK registrations are written with or without the space and in any case ("ab12 cde" is
 * "AB12CDE"), so they are compared in this form
 * (docs/decisions/034-van-invoice-numbers-and-registrations.md).
 */
export function normaliseRegistration(registration: string): string {
  return registration.replace(/\s+/g, "").toUpperCase();
}

export function sameRegistration(a: string, b: string): boolean {
  return normaliseRegistration(a) === normaliseRegistration(b);
}

/** spec/3 §4 Van panel: an empty registration shows 'No Vehicle Set'. */
export function vehicleLabel(registration: string | null | undefined): string {
  const label = (registration ?? "").trim();
  return label === "" ? NO_VEHICLE_SET : label;
}
