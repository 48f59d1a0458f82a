/**
 * Signing up to the newsletter (spec/1 §5, §8): the page checks both fields first (the domain's
 * rule and message), the server checks them again. The shop's refusal (a 4xx or 5xx answer) is the
 * spec's default failure; no answer at all (the network, the 30 s timeout) is its request error.
 * A submit while one is in flight is ignored.
 */
import { useCallback, useRef, useState } from "react";
import {
  checkNewsletterSignUp,
  NEWSLETTER_DEFAULT_FAILURE,
  NEWSLETTER_REQUEST_ERROR,
} from "@merchant/domain/newsletter";
import { ApiError } from "~/lib/api.ts";
import { signUpToNewsletter } from "./api.ts";

export function useNewsletterSignUp() {
  const inFlight = useRef(false);
  const [sending, setSending] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [subscribed, setSubscribed] = useState(false);

  /** Resolves true once the address is subscribed, false when it was refused or not sent. */
  const signUp = useCallback(async (typed: { name: string; email: string }): Promise<boolean> => {
    if (inFlight.current) return false;
    const checked = checkNewsletterSignUp(typed);
    if (!checked.ok) {
      setMessage(checked.message);
      return false;
    }
    inFlight.current = true;
    setSending(true);
    setMessage(null);
    try {
      await signUpToNewsletter(checked.value);
      setSubscribed(true);
      return true;
    } catch (error) {
      setMessage(error instanceof ApiError ? NEWSLETTER_DEFAULT_FAILURE : NEWSLETTER_REQUEST_ERROR);
      return false;
    } finally {
      inFlight.current = false;
      setSending(false);
    }
  }, []);
  const dismiss = useCallback(() => setSubscribed(false), []);

  return { signUp, sending, message, subscribed, dismiss };
}
