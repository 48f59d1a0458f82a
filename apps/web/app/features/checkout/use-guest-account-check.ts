/**
 * spec/1 §1, §5, §7 GET /ajax/account/{address}: a guest's checkout email is looked up once it has
 * 3 characters (and reads as an email: the API refuses anything else), a moment after the last key
 * so typing does not spend the API's 10 asks a minute; an email that has an account brings the
 * notice with its 'Log in' link. Each address is asked once per page.
 */
import { useEffect, useState } from "react";
import {
  guestAccountNotice,
  isEmailAddress,
  shouldLookUpAccountEmail,
  type GuestAccountNotice,
} from "@merchant/domain/checkout";
import { accountExists } from "./api.ts";

/** How long after the last key the email is looked up (ours: decision 128). */
export const ACCOUNT_LOOKUP_DELAY_MS = 600;

export function useGuestAccountCheck(email: string, guest: boolean): GuestAccountNotice | null {
  const typed = email.trim().toLowerCase();
  const [known, setKnown] = useState<ReadonlyMap<string, boolean>>(() => new Map());
  const wanted = guest && shouldLookUpAccountEmail(typed) && isEmailAddress(typed);

  useEffect(() => {
    if (!wanted || known.has(typed)) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      accountExists(typed, controller.signal)
        .then(({ exists }) => setKnown((before) => new Map(before).set(typed, exists)))
        // No answer is no notice: the guest may check out all the same.
        .catch(() => {});
    }, ACCOUNT_LOOKUP_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [typed, wanted, known]);

  return wanted ? guestAccountNotice(known.get(typed) ?? false) : null;
}
