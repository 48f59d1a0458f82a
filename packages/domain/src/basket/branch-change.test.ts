import { describe, expect, it } from "vitest";
import { afterBranchSet, collectionSetErrorMessage, mayProceedWithoutDialog } from "./branch-change.ts";

describe("spec/2 §4 Branch or postcode change — proceed without the dialog", () => {
  it.each([
    [true, false, false],
    [false, true, false],
    [false, false, true],
    [true, true, true],
  ])(
    "proceeds when status %j, quote product %j, clearance %j",
    (status, basketHasQuoteProduct, clearanceApplies) => {
      expect(mayProceedWithoutDialog({ status, basketHasQuoteProduct, clearanceApplies })).toBe(true);
    },
  );

  it("shows the dialog when the status is not fine and neither exception applies", () => {
    expect(
      mayProceedWithoutDialog({ status: false, basketHasQuoteProduct: false, clearanceApplies: false }),
    ).toBe(false);
  });
});

describe("spec/2 §8 Collection set errors", () => {
  it("shows the server's error text", () => {
    expect(collectionSetErrorMessage(" Branch closed for stocktake ")).toBe("Branch closed for stocktake");
  });
  it.each([undefined, null, "", "  "])("falls back to the generic error for %j", (serverError) => {
    expect(collectionSetErrorMessage(serverError)).toBe("A generic error occurred!! Please try again.");
  });
});

describe("spec/2 §4 After a branch is set", () => {
  const set = { hasLocalStore: true, redirectTo: null, pageType: "product", hasReferrer: false };

  it("shows 'Branch NOT Set' when the response has no store location", () => {
    expect(afterBranchSet({ ...set, hasLocalStore: false, redirectTo: "/basket" })).toEqual({
      next: "branch-not-set",
      title: "Branch NOT Set",
      message: "Sorry there was an error setting your branch, please try again.",
      hideCheckoutPay: false,
    });
  });

  it.each(["cart", "cart_new", "basket-default"])(
    "hides the checkout pay button on the basket page %s",
    (pageType) => {
      expect(afterBranchSet({ ...set, hasLocalStore: false, pageType })).toMatchObject({
        next: "branch-not-set",
        hideCheckoutPay: true,
      });
    },
  );

  it("follows a redirect", () => {
    expect(afterBranchSet({ ...set, redirectTo: " /clearance ", pageType: "cart" })).toEqual({
      next: "redirect",
      to: "/clearance",
    });
  });

  it("offers Stay on Page or Previous Page on the store finder reached from another page", () => {
    expect(afterBranchSet({ ...set, pageType: "storefinder", hasReferrer: true })).toEqual({
      next: "offer-return",
      stayLabel: "Stay on Page",
      backLabel: "Previous Page",
    });
    expect(afterBranchSet({ ...set, pageType: "storefinder", hasReferrer: false })).toEqual({
      next: "reload",
    });
  });

  it("stays on the basket page and reloads any other page", () => {
    expect(afterBranchSet({ ...set, pageType: "basket-default", redirectTo: "  " })).toEqual({
      next: "stay",
    });
    expect(afterBranchSet({ ...set, hasReferrer: true })).toEqual({ next: "reload" });
    expect(afterBranchSet({ ...set, pageType: "" })).toEqual({ next: "reload" });
  });
});
