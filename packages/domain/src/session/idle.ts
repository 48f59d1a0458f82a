/** spec/3 §4, §9: the app warns after 14 minutes without activity and logs out after 15. */
export const IDLE_WARNING_MS = 840_000;
export const IDLE_LOGOUT_MS = 900_000;

/** spec/3 §4: on idle timeout the basket is emptied, then the user goes here. */
export const APP_LOGOUT_PATH = "/app/logout";

export type IdleState = "active" | "warn" | "logout";

/**
 * The idle state after this many milliseconds without activity (measured by the caller, the
 * domain has no clock). A negative span (a clock moved back) is activity; a span that is not a
 * number cannot prove activity, so it logs out.
 */
export function idleState(msSinceActivity: number): IdleState {
  if (Number.isNaN(msSinceActivity) || msSinceActivity >= IDLE_LOGOUT_MS) return "logout";
  return msSinceActivity >= IDLE_WARNING_MS ? "warn" : "active";
}
