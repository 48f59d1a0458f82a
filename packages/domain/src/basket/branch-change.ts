import {
  BRANCH_NOT_SET_MESSAGE,
  BRANCH_NOT_SET_TITLE,
  COLLECTION_SET_GENERIC_ERROR_MESSAGE,
  PREVIOUS_PAGE_LABEL,
  STAY_ON_PAGE_LABEL,
} from "./messages.ts";

export type BranchChangeDiffFacts = {
  /** The basket service's diff status: true when the change makes no difference to the basket. */
  readonly status: boolean;
  readonly basketHasQuoteProduct: boolean;
  readonly clearanceApplies: boolean;
};

/**
 * spec/2 §4: a branch or postcode change proceeds at once when the difference status is fine,
 * when the basket holds a quote product (its prices are the quote's), or when clearance applies;
 * otherwise the 'Branch differences' dialog asks first.
 */
export function mayProceedWithoutDialog(facts: BranchChangeDiffFacts): boolean {
  return facts.status || facts.basketHasQuoteProduct || facts.clearanceApplies;
}

/** spec/2 §8: the collection error area shows the server's error text, or the generic one. */
export function collectionSetErrorMessage(serverError?: string | null): string {
  const message = serverError?.trim();
  return message ? message : COLLECTION_SET_GENERIC_ERROR_MESSAGE;
}

/** Page types (spec/2 §2) of the full basket, which refreshes in place instead of reloading. */
const BASKET_PAGE_TYPES: readonly string[] = ["cart", "cart_new", "basket-default"];

export type BranchSetFacts = {
  /** The set-branch response carried localStore. */
  readonly hasLocalStore: boolean;
  readonly redirectTo?: string | null;
  readonly pageType: string;
  /** The store finder was reached from another page of the shop. */
  readonly hasReferrer: boolean;
};

export type AfterBranchSet =
  | {
      readonly next: "branch-not-set";
      readonly title: string;
      readonly message: string;
      readonly hideCheckoutPay: boolean;
    }
  | { readonly next: "redirect"; readonly to: string }
  | { readonly next: "offer-return"; readonly stayLabel: string; readonly backLabel: string }
  | { readonly next: "stay" }
  | { readonly next: "reload" };

/**
 * spec/2 §4: after SetCollectionStore or SetDeliveryPostcode. A response without the store
 * location means the branch was not set (and on the basket page the pay button is hidden);
 * a redirect is followed; the store finder with a referrer offers to go back; the basket page
 * refreshes in place; any other page reloads.
 */
export function afterBranchSet(facts: BranchSetFacts): AfterBranchSet {
  const onBasketPage = BASKET_PAGE_TYPES.includes(facts.pageType);
  if (!facts.hasLocalStore) {
    return {
      next: "branch-not-set",
      title: BRANCH_NOT_SET_TITLE,
      message: BRANCH_NOT_SET_MESSAGE,
      hideCheckoutPay: onBasketPage,
    };
  }
  const redirectTo = facts.redirectTo?.trim();
  if (redirectTo) return { next: "redirect", to: redirectTo };
  if (facts.pageType === "storefinder" && facts.hasReferrer) {
    return { next: "offer-return", stayLabel: STAY_ON_PAGE_LABEL, backLabel: PREVIOUS_PAGE_LABEL };
  }
  return onBasketPage ? { next: "stay" } : { next: "reload" };
}
