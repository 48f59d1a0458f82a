/** GET /api/session's replies, and the demo trade user's active account, as the API gives them, for tests. */
import type { FulfilmentState, Session, SignedInUser, TradeAccount } from "@merchant/contract";

/** No collection branch or delivery postcode chosen yet. */
export const NOTHING_CHOSEN: FulfilmentState = {
  fulfilment: null,
  collectionBranch: null,
  deliveryPostcode: null,
  deliveryBranch: null,
  deliverable: null,
};

/** The demo trade user. */
export const SAM: SignedInUser = { name: "Sam Carter", email: "trade@example.co.uk" };

/** A session: a visitor's with nothing chosen and an empty basket, but for `fields`. */
export function sessionReply(fields: Partial<Session> = {}): Session {
  return {
    csrfToken: "token",
    vat: "INC",
    // The cookie banner answered, as vitest.setup.ts's cookie says.
    cookieConsent: "all",
    brand: "BU",
    user: null,
    fulfilment: NOTHING_CHOSEN,
    basketItemCount: 0,
    loginNoBranch: false,
    expired: false,
    ...fields,
  };
}

export const signedOut = sessionReply();
export const signedIn = sessionReply({ user: SAM });

/** Sam's active trade account: £25,000.00 limit, £8,432.10 owed. */
export const SAMS_ACCOUNT: TradeAccount = {
  id: 11,
  accNumber: "CAR1001",
  name: "Carter Construction Ltd",
  erp: "bistrack",
  erpFriendly: "BisTrack",
  brand: "BU",
  creditLimit: 2_500_000,
  balance: 843_210,
  creditRemaining: 1_656_790,
  isNative: true,
  active: true,
};
