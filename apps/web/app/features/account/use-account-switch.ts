import { useState } from "react";
import { useRevalidator } from "react-router";
import type { AccountSwitch } from "@merchant/contract";
import { ApiError } from "~/lib/api.ts";
import { switchAccount } from "./api.ts";
import { SWITCH_FAILED_MESSAGE } from "./trade-account-words.ts";

/** What a switch that did not happen offers: the enquiry, or terms to request from the branch. */
export type SwitchOffer = Exclude<AccountSwitch, { outcome: "switched" }>;

/** The API's own words for a refusal; the generic ones when the shop did not answer. */
export const failureMessage = (error: unknown, generic: string): string =>
  error instanceof ApiError && error.status < 500 ? error.message : generic;

/**
 * spec/1 §4 account switch. While the switch is under way the selector rests and says so; then:
 * switched, the page's data is read again (the old site reloaded the page) so the dashboard shows
 * the new active account; otherwise the offer is shown and the selector goes back to the active
 * account once it closes. A session that is no longer live (401) reads the page again too, which
 * takes the user to log in.
 */
export function useAccountSwitch(activeId: number | null) {
  const { revalidate } = useRevalidator();
  // The account chosen in the selector until the switch is settled; the active one otherwise.
  const [chosenId, setChosenId] = useState<number | null>(null);
  const [switching, setSwitching] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [offer, setOffer] = useState<SwitchOffer | null>(null);

  const choose = async (accountId: number) => {
    if (switching || accountId === activeId) return;
    setChosenId(accountId);
    setSwitching(true);
    setFailure(null);
    setOffer(null);
    try {
      const reply = await switchAccount(accountId);
      if (reply.outcome === "switched") {
        await revalidate();
        setChosenId(null);
      } else {
        // The request dialog is about the chosen account, so the selector shows it until it closes.
        if (reply.outcome === "trade-terms-enquiry") setChosenId(null);
        setOffer(reply);
      }
    } catch (error) {
      setChosenId(null);
      if (error instanceof ApiError && error.status === 401) await revalidate();
      else setFailure(failureMessage(error, SWITCH_FAILED_MESSAGE));
    } finally {
      setSwitching(false);
    }
  };

  const closeOffer = () => {
    setOffer(null);
    setChosenId(null);
  };

  return { selectedId: chosenId ?? activeId, switching, failure, offer, choose, closeOffer };
}
