/** spec/2 §9 timings of the store selector and its messages, in milliseconds. */

/** The pop-up saying the branch is set closes itself (none on the store finder with a referrer). */
export const BRANCH_SET_POPUP_MS = 3_000;
/** Message pop-ups ('Oops!', 'Branch NOT Set', the order sent to the branch) close themselves. */
export const MESSAGE_POPUP_MS = 6_000;
/** An error line under a search box fades away. */
export const ERROR_FADE_MS = 3_200;
