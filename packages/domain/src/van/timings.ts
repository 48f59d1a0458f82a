/**
 * spec/3 §9 request time-outs, in milliseconds. Surveys answer within 30 s; starting and ending
 * one is the shorter 20 s call of §7.
 */
export const REQUEST_TIMEOUT_MS = {
  basketAdd: 30_000,
  deliverySlots: 30_000,
  surveyAnswer: 30_000,
  search: 20_000,
  deliveries: 20_000,
  adjustStock: 20_000,
  widgets: 20_000,
  forgottenPassword: 20_000,
  reportingKeys: 20_000,
  surveyStartEnd: 20_000,
  voidList: 60_000,
} as const;

/** spec/3 §8, §9: message popups close themselves after 6 s. */
export const MESSAGE_POPUP_CLOSE_MS = 6_000;

/** spec/3 §4, §9: the void collection confirmation waits 4 s, after the branch email has gone. */
export const VOID_EMAIL_CONFIRM_DELAY_MS = 4_000;

/** spec/3 §9: the search input takes focus 1 s after load. */
export const SEARCH_FOCUS_DELAY_MS = 1_000;

/** spec/3 §4, §9: the web van panel queries vehicles 1500 ms after the last key. */
export const VAN_PANEL_TYPING_INTERVAL_MS = 1_500;
