/**
 * The page a shopper lands on when their session ended without them logging out (it expired, or
 * a password change elsewhere ended it): spec/1 §2 `/account/logout`, reached by an expired session
 * (docs/decisions/121). Our words: the specs quote none.
 */
export const SIGNED_OUT_TITLE = "You have been signed out";
export const SIGNED_OUT_MESSAGE =
  "Your session has ended, so you have been signed out. Log in again to carry on where you were.";
