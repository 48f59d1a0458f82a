/**
 * Setting the collection branch, the delivery postcode or the fulfilment type, and what the page
 * does after (spec/2 §4): the shop's loaders run again so header, prices and stock follow the
 * new branch (the "reload"), a redirect is followed, and the store finder reached from another
 * page offers to go back. A new branch or postcode first asks a trade user which account to use
 * there, or whether to go on where none can be used; then, if it would change the basket, whether
 * to accept that ('Branch differences'). A failure is either words for the caller's error area or
 * the 'Branch NOT Set' pop-up, which on the basket page also hides the way to checkout until a set
 * works.
 */
import { useCallback, useMemo, useState } from "react";
import { useLocation, useNavigate, useRevalidator } from "react-router";
import type { Fulfilment, FulfilmentState, LocalStore, SetBranchReply } from "@merchant/contract";
import { afterBranchSet } from "@merchant/domain/basket";
import { canSwitchTo } from "@merchant/domain/fulfilment";
import { ApiError } from "~/lib/api.ts";
import {
  changeCheckedAgainstAccounts,
  declineAccountQuestion,
  type AskAboutAccount,
  type ChangeQuestions,
  type SendChange,
} from "./account-compatibility.ts";
import * as api from "./api.ts";
import { declineDifferences, type AskAboutDifferences, type DifferencesQuery } from "./basket-differences.ts";
import type { SelectorWording } from "./brand-wording.ts";
import { collectionSetFailure, deliveryPostcodeFailure } from "./failure-messages.ts";
import { branchNotSetNotice, collectionSetNotice, deliverySetNotice, type Notice } from "./notices.ts";
import { pageTypeOf } from "./page-type.ts";

/**
 * The selector opened for someone waiting on the shopper's choice (a pending add to basket):
 * `chosen` records a set made meanwhile; the waiter's own outcome confirms it, so no set pop-up.
 */
export type AwaitedChoice = { onClosed: (chosen: boolean) => void; chosen: boolean };

/** A failure's words for the caller's error area; null when a pop-up already said it, or the shopper cancelled. */
export type ChangeResult = { ok: true } | { ok: false; message: string | null };

type Options = {
  state: FulfilmentState;
  wording: SelectorWording;
  showNotice: (notice: Notice) => void;
  openSelector: (fulfilment: Fulfilment) => void;
  openDetailsForm: () => void;
  askAboutDifferences: AskAboutDifferences;
  askAboutAccount: AskAboutAccount;
};

/** spec/2 §2: a branch or postcode chosen at checkout leads to the basket, where what it changed shows. */
export const AFTER_CHECKOUT_SELECTION = "/basket";

/** The quiet set asks nothing (spec/2 §4): a question it would need waits for the shopper's own Select. */
const ASK_NOTHING: ChangeQuestions = { account: declineAccountQuestion, differences: declineDifferences };

/** The shopper came to this page from another page of the shop. */
function cameFromThisShop(): boolean {
  if (!document.referrer) return false;
  const referrer = new URL(document.referrer);
  return referrer.origin === window.location.origin && referrer.pathname !== window.location.pathname;
}

const switchFacts = (state: FulfilmentState) => ({
  collectionStoreId: state.collectionBranch?.id ?? null,
  deliveryPostcode: state.deliveryPostcode,
  deliveryClosestStoreId: state.deliveryBranch?.id ?? null,
});

/** `noteChosen` records a set for whoever waits on the selector; true when someone does (then no set pop-up). */
export function useFulfilmentChanges(
  {
    state,
    wording,
    showNotice,
    openSelector,
    openDetailsForm,
    askAboutDifferences,
    askAboutAccount,
  }: Options,
  noteChosen: () => boolean,
) {
  const questions = useMemo<ChangeQuestions>(
    () => ({ account: askAboutAccount, differences: askAboutDifferences }),
    [askAboutAccount, askAboutDifferences],
  );
  const revalidator = useRevalidator();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const reload = revalidator.revalidate;
  // The page where a set failed and checkout was hidden (spec/2 §4): only the basket page hides it.
  const [checkoutHiddenOn, setCheckoutHiddenOn] = useState<string | null>(null);

  const branchNotSet = useCallback(
    (hideCheckoutPay: boolean) => {
      setCheckoutHiddenOn(hideCheckoutPay ? pathname : null);
      showNotice(branchNotSetNotice);
    },
    [pathname, showNotice],
  );
  /** A set that failed before the reply could say so: 'Branch NOT Set' as afterBranchSet decides it for this page. */
  const failedSet = useCallback(() => {
    const outcome = afterBranchSet({
      hasLocalStore: false,
      pageType: pageTypeOf(pathname),
      hasReferrer: false,
    });
    branchNotSet(outcome.next === "branch-not-set" && outcome.hideCheckoutPay);
  }, [pathname, branchNotSet]);

  // A fulfilment type switched at checkout stays there (its prices are read again); a new branch goes to the basket.
  const atCheckout = pageTypeOf(pathname) === "checkout-main";
  const chosenAtCheckout = useCallback(
    (reply: SetBranchReply): SetBranchReply =>
      atCheckout && !reply.redirectTo ? { ...reply, redirectTo: AFTER_CHECKOUT_SELECTION } : reply,
    [atCheckout],
  );

  const settle = useCallback(
    (reply: SetBranchReply, branch: LocalStore | null, notice: Notice | null, followRedirect: boolean) => {
      const outcome = afterBranchSet({
        hasLocalStore: branch !== null,
        redirectTo: followRedirect ? reply.redirectTo : null,
        pageType: pageTypeOf(pathname),
        hasReferrer: cameFromThisShop(),
      });
      if (outcome.next === "branch-not-set") return branchNotSet(outcome.hideCheckoutPay);
      setCheckoutHiddenOn(null);
      if (outcome.next === "redirect") return void navigate(outcome.to);
      void reload();
      if (noteChosen()) return;
      if (outcome.next === "offer-return" && notice) {
        showNotice({
          ...notice,
          closeAfterMs: null,
          returnOffer: { stayLabel: outcome.stayLabel, backLabel: outcome.backLabel },
        });
      } else if (notice) {
        showNotice(notice);
      }
    },
    [pathname, navigate, reload, showNotice, noteChosen, branchNotSet],
  );

  /**
   * `quiet`: the first store found, set without a pop-up or a redirect (spec/2 §4); it never asks
   * about trade accounts or the basket's differences, and leaves a change that would need an answer
   * to the shopper's own Select.
   */
  const setCollectionBranch = useCallback(
    async (branchId: number, { quiet = false } = {}): Promise<ChangeResult> => {
      try {
        const reply = await changeCheckedAgainstAccounts(
          { branchId },
          (confirm, account) => api.setCollectionBranch(branchId, confirm, account),
          quiet ? ASK_NOTHING : questions,
        );
        if (reply === null) return { ok: false, message: null };
        const branch = reply.state.collectionBranch;
        settle(
          quiet ? reply : chosenAtCheckout(reply),
          branch,
          branch && !quiet ? collectionSetNotice(branch, wording) : null,
          !quiet,
        );
        return { ok: true };
      } catch (error) {
        const message = collectionSetFailure(error);
        if (message === null) failedSet();
        return { ok: false, message };
      }
    },
    [settle, failedSet, wording, questions, chosenAtCheckout],
  );

  /** Outside every delivery radius, the shopper is asked for details to send to the nearest branch. */
  const setDeliveryPostcode = useCallback(
    async (postcode: string): Promise<ChangeResult> => {
      let reply: SetBranchReply | null;
      try {
        reply = await changeCheckedAgainstAccounts(
          { postcode },
          (confirm, account) => api.setDeliveryPostcode(postcode, confirm, account),
          questions,
        );
      } catch (error) {
        return { ok: false, message: deliveryPostcodeFailure(error) };
      }
      if (reply === null) return { ok: false, message: null };
      const { deliveryBranch, deliverable, deliveryPostcode } = reply.state;
      if (deliverable === false) {
        void reload();
        openDetailsForm();
        return { ok: true };
      }
      settle(
        chosenAtCheckout(reply),
        deliveryBranch,
        deliveryBranch && deliverySetNotice(deliveryPostcode ?? postcode, deliveryBranch),
        true,
      );
      return { ok: true };
    },
    [settle, reload, openDetailsForm, questions, chosenAtCheckout],
  );

  /** spec/2 §4: a switch needs its branch or postcode; without one the selector asks for it. */
  const switchFulfilment = useCallback(
    async (fulfilment: Fulfilment) => {
      if (!canSwitchTo(fulfilment, switchFacts(state))) return openSelector(fulfilment);
      try {
        const reply = await api.setFulfilmentType(fulfilment);
        const branch =
          fulfilment === "collection" ? reply.state.collectionBranch : reply.state.deliveryBranch;
        settle(reply, branch, null, true);
      } catch (error) {
        if (error instanceof ApiError && error.status === 409) openSelector(fulfilment);
        else failedSet();
      }
    },
    [state, settle, openSelector, failedSet],
  );

  /** A branch or postcode change sent from elsewhere (the store finder's 'Save as my branch'), checked the same way. */
  const checkedChange = useCallback(
    <T>(query: DifferencesQuery, send: SendChange<T>) => changeCheckedAgainstAccounts(query, send, questions),
    [questions],
  );

  const checkoutHidden = checkoutHiddenOn === pathname;
  // The same object while nothing in it changed: the fulfilment context's value is made from it, and
  // a new value renders every part of the page that reads the fulfilment again.
  return useMemo(
    () => ({
      setCollectionBranch,
      setDeliveryPostcode,
      switchFulfilment,
      checkedChange,
      /** 'Branch NOT Set' on the basket page: its checkout buttons wait for a set that works (spec/2 §4). */
      checkoutHidden,
    }),
    [setCollectionBranch, setDeliveryPostcode, switchFulfilment, checkedChange, checkoutHidden],
  );
}
