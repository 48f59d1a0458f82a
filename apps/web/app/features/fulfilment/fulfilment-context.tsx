/**
 * The shopper's fulfilment on every page: the store selector, its pop-up messages, the trade
 * account's questions, the 'Branch differences' question and the 'Please Provide Your Details'
 * form live once in the shop frame; the header button, the product page's tabs and the
 * store-change section open them through `useFulfilment`.
 */
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from "react";
import { useLocation, useRevalidator } from "react-router";
import type { Fulfilment, FulfilmentState } from "@merchant/contract";
import type { BrandCode } from "@merchant/contract/constants";
import { canSwitchTo } from "@merchant/domain/fulfilment";
import type { AccountChoice, AccountQuestion } from "./account-compatibility.ts";
import type { DifferencesQuestion } from "./basket-differences.ts";
import { selectorWording } from "./brand-wording.ts";
import { AccountChoiceDialog } from "./components/AccountChoiceDialog.tsx";
import { BranchDifferencesDialog } from "./components/BranchDifferencesDialog.tsx";
import { BranchRequestDialog } from "./components/BranchRequestDialog.tsx";
import { NoticeDialog } from "./components/NoticeDialog.tsx";
import { StoreSelector, type SelectorRequest } from "./components/StoreSelector.tsx";
import { UnsupportedBranchDialog } from "./components/UnsupportedBranchDialog.tsx";
import type { Notice } from "./notices.ts";
import { pageTypeOf } from "./page-type.ts";
import { dismissHomeBranchQuestion } from "./api.ts";
import { useForcedStorePopup, type StorePopupTiming } from "./use-forced-store-popup.ts";
import { useHomeBranchQuestion } from "./use-home-branch-question.ts";
import { useFulfilmentChanges, type AwaitedChoice } from "./use-fulfilment-changes.ts";
import { useQuestion } from "./use-question.ts";

type Props = {
  brandCode: BrandCode;
  state: FulfilmentState;
  storePopup: StorePopupTiming;
  /** spec/2 §6 loginNoBranch: the session says to ask the just-logged-in user for a home branch. */
  askHomeBranch?: boolean;
  children: ReactNode;
};

function useFulfilmentValue({ brandCode, state }: Omit<Props, "children" | "storePopup" | "askHomeBranch">) {
  const [selector, setSelector] = useState<SelectorRequest | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [detailsFormOpen, setDetailsFormOpen] = useState(false);
  const [productId, setProductId] = useState<number | null>(null);
  const wording = useMemo(() => selectorWording(brandCode), [brandCode]);
  // Someone waiting for the shopper's choice (a pending add to basket), told when the selector closes.
  const awaited = useRef<AwaitedChoice | null>(null);
  const endAwaitedChoice = useCallback(() => {
    const waiting = awaited.current;
    awaited.current = null;
    waiting?.onClosed(waiting.chosen);
  }, []);

  /** `onClosed`: called as the selector closes, with whether a branch or postcode was set meanwhile. */
  const openSelector = useCallback(
    (fulfilment: Fulfilment | null = null, onClosed?: (chosen: boolean) => void) => {
      awaited.current = onClosed ? { onClosed, chosen: false } : null;
      setSelector({ fulfilment, forced: false });
    },
    [],
  );
  const openDetailsForm = useCallback(() => {
    // Outside every delivery radius nothing can be delivered: whoever waited gets no choice.
    if (awaited.current) awaited.current.chosen = false;
    endAwaitedChoice();
    setSelector(null);
    setDetailsFormOpen(true);
  }, [endAwaitedChoice]);
  const showNotice = useCallback((next: Notice) => setNotice(next), []);
  // The questions open now, each with the change waiting on its answer (Cancel: false, null).
  const differences = useQuestion<DifferencesQuestion, boolean>(false);
  const account = useQuestion<AccountQuestion, AccountChoice | null>(null);
  const noteChosen = useCallback(() => {
    const waiting = awaited.current;
    if (waiting) waiting.chosen = true;
    return waiting !== null;
  }, []);
  const options = {
    state,
    wording,
    showNotice,
    openSelector,
    openDetailsForm,
    askAboutDifferences: differences.ask,
    askAboutAccount: account.ask,
  };
  const changes = useFulfilmentChanges(options, noteChosen);

  const value = useMemo(
    () => ({ state, brandCode, wording, openSelector, openDetailsForm, showNotice, ...changes }),
    [state, brandCode, wording, openSelector, openDetailsForm, showNotice, changes],
  );
  const dialogs = {
    selector,
    setSelector,
    endAwaitedChoice,
    notice,
    setNotice,
    detailsFormOpen,
    setDetailsFormOpen,
    productId,
    setProductId,
    differences,
    account,
  };
  return { value, dialogs };
}

export type FulfilmentContextValue = ReturnType<typeof useFulfilmentValue>["value"];

const FulfilmentContext = createContext<FulfilmentContextValue | null>(null);
const ProductContext = createContext<(productId: number | null) => void>(() => {});
const ShownProductContext = createContext<number | null>(null);

export function FulfilmentProvider({ brandCode, state, storePopup, askHomeBranch = false, children }: Props) {
  const { value, dialogs } = useFulfilmentValue({ brandCode, state });
  const { selector, setSelector, notice, setNotice, detailsFormOpen, setDetailsFormOpen } = dialogs;
  const { endAwaitedChoice, productId, setProductId, differences, account } = dialogs;
  const { revalidate } = useRevalidator();
  const { pathname } = useLocation();

  const openForced = useCallback(() => setSelector({ fulfilment: null, forced: true }), [setSelector]);
  const alreadyChosen = state.collectionBranch !== null || state.deliveryPostcode !== null;
  useForcedStorePopup(storePopup, alreadyChosen, openForced);
  const openHomeBranchQuestion = useCallback(
    () => setSelector({ fulfilment: "collection", forced: false, homeBranch: true }),
    [setSelector],
  );
  useHomeBranchQuestion(askHomeBranch, openHomeBranchQuestion);

  // spec/2 §4: the product group listing reloads when the forced popup closes after a search.
  const closeSelector = useCallback(
    (searched: boolean) => {
      if (selector?.forced && searched && pageTypeOf(pathname) === "productgroup") void revalidate();
      // A choice has already ended the question; closing it without one ends it too.
      if (selector?.homeBranch) void dismissHomeBranchQuestion().catch(() => {});
      setSelector(null);
      endAwaitedChoice();
    },
    [selector, pathname, revalidate, setSelector, endAwaitedChoice],
  );
  const closeNotice = useCallback(() => setNotice(null), [setNotice]);

  return (
    <FulfilmentContext.Provider value={value}>
      <ProductContext.Provider value={setProductId}>
        <ShownProductContext.Provider value={productId}>
          {children}
          <StoreSelector request={selector} onClose={closeSelector} />
          <BranchRequestDialog open={detailsFormOpen} onOpenChange={setDetailsFormOpen} />
          <NoticeDialog notice={notice} onClose={closeNotice} />
          <AccountChoiceDialog
            question={account.question?.step === "choose" ? account.question : null}
            onAnswer={account.answer}
          />
          <UnsupportedBranchDialog
            question={account.question?.step === "unsupported" ? account.question : null}
            onAnswer={account.answer}
          />
          <BranchDifferencesDialog question={differences.question} onAnswer={differences.answer} />
        </ShownProductContext.Provider>
      </ProductContext.Provider>
    </FulfilmentContext.Provider>
  );
}

export function useFulfilment(): FulfilmentContextValue {
  const value = useContext(FulfilmentContext);
  if (!value) throw new Error("useFulfilment needs the FulfilmentProvider of the shop frame");
  return value;
}

/**
 * A product page tells the selector its product, so the results show each branch's stock of it. The
 * product has a context of its own, which the selector and the details form read (`useShownProduct`):
 * the page tells it once it has hydrated, and a new fulfilment value would render every part of the
 * page that reads the fulfilment again, in one task.
 */
export function useSelectorProduct(productId: number) {
  const setProductId = useContext(ProductContext);
  useEffect(() => {
    setProductId(productId);
    return () => setProductId(null);
  }, [productId, setProductId]);
}

/** The product page's product, while one is shown. */
export const useShownProduct = (): number | null => useContext(ShownProductContext);

/** For a component that only needs to open the selector (the header's store button). */
export function useOpenStoreSelector() {
  return useFulfilment().openSelector;
}

/** A collection branch or a delivery postcode is chosen for the fulfilment in force. */
export function isLocationChosen(state: FulfilmentState): boolean {
  return (
    state.fulfilment !== null &&
    canSwitchTo(state.fulfilment, {
      collectionStoreId: state.collectionBranch?.id ?? null,
      deliveryPostcode: state.deliveryPostcode,
    })
  );
}

/**
 * Whether the shopper has chosen where to collect from or deliver to, and a way to ask them: the
 * selector opens, and `onClosed(chosen)` says whether they chose before closing it (spec/2 §4: a
 * pending add to basket is then finished). `chooseDelivery` opens it for a postcode.
 * `checkoutHidden`: a set failed on the basket page ('Branch NOT Set'), so checkout waits.
 */
export function useLocationChoice() {
  const { state, openSelector, checkoutHidden } = useFulfilment();
  return useMemo(
    () => ({
      chosen: isLocationChosen(state),
      choose: (onClosed: (chosen: boolean) => void) => openSelector(null, onClosed),
      chooseDelivery: () => openSelector("delivery"),
      checkoutHidden,
    }),
    [state, openSelector, checkoutHidden],
  );
}

/**
 * A branch or postcode change sent by a page of its own (the store finder's 'Save as my branch'):
 * `checkedChange(query, send)` asks about the trade accounts and the basket's differences first,
 * as the selector does, and answers null when the shopper chose Cancel. `send(confirm, account)`
 * must send both answers: the server refuses (409) a change that needed the account choice.
 */
export function useCheckedChange() {
  return useFulfilment().checkedChange;
}
