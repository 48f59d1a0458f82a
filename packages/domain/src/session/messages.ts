/** Texts of the app's idle-session warning (spec/3 §8). */
export const SESSION_TIMEOUT_WARNING = "Session Timeout Warning - You will be logged out in 1 minute unless you act now!";
export const KEEP_LOGGED_IN = "Keep me logged in";
