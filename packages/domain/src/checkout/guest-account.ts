import { GUEST_HAS_ACCOUNT, GUEST_LOGIN_LINK_TEXT } from "./messages.ts";

/** spec/1 §2: the login link shown when a checkout email belongs to an existing account. */
export const GUEST_LOGIN_PATH = "/account/login?redirectTo=/checkout";

/** spec/1 §5: the account-email lookup begins at 3 characters. */
export const ACCOUNT_EMAIL_LOOKUP_MIN_LENGTH = 3;

export function shouldLookUpAccountEmail(email: string): boolean {
  return email.trim().length >= ACCOUNT_EMAIL_LOOKUP_MIN_LENGTH;
}

export type GuestAccountNotice = {
  readonly message: string;
  readonly linkText: string;
  readonly href: string;
};

/**
 * spec/1 §1: a guest who enters the email of an existing account is told to log in to see
 * custom pricing. Checkout as a guest stays possible; the notice only offers the way back.
 */
export function guestAccountNotice(accountExists: boolean): GuestAccountNotice | null {
  return accountExists ? { message: GUEST_HAS_ACCOUNT, linkText: GUEST_LOGIN_LINK_TEXT, href: GUEST_LOGIN_PATH } : null;
}
