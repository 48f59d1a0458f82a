import { describe, expect, it } from "vitest";
import {
  addToBasketOutcome,
  miniBasketPage,
  MINI_BASKET_EMPTY_MESSAGE,
  PRODUCT_FORM_MISSING_MESSAGE,
  OUT_OF_STOCK_AT_BRANCH_MESSAGE,
} from "./index.ts";

describe("spec/2 §8 — add to basket outcomes", () => {
  it("alerts on a non-200 reply", () => {
    expect(addToBasketOutcome({ httpStatus: 500 }, 1280)).toEqual({
      kind: "alert",
      message: "An error occurred. Please try again or contact us.",
    });
  });
  it("says a product the shop no longer has is in error, in the 'product form missing' words", () => {
    expect(addToBasketOutcome({ httpStatus: 404 }, 1280)).toEqual({
      kind: "dialog",
      title: "Your Basket",
      message: "Sorry, we have encountered an error with this product. Please continue to browse the site.",
    });
  });
  it("shows the server's errorMessage in a 'Your Basket' dialog", () => {
    expect(
      addToBasketOutcome({ httpStatus: 200, itemAdded: false, errorMessage: " Only 2 left " }, 1280),
    ).toEqual({
      kind: "dialog",
      title: "Your Basket",
      message: "Only 2 left",
    });
  });
  it("falls back to the end-of-line message for 3 seconds", () => {
    expect(addToBasketOutcome({ httpStatus: 200, itemAdded: false, errorMessage: "  " }, 1280)).toEqual({
      kind: "dialog",
      title: "Your Basket",
      message: "End of line product, insufficient stock, operation cannot be completed.",
      autoCloseMs: 3000,
    });
  });
  it("opens the mini basket at 980 px and wider (spec/2 §2)", () => {
    expect(addToBasketOutcome({ httpStatus: 200, itemAdded: true }, 980)).toEqual({
      kind: "added",
      show: "mini-basket",
    });
  });
  it("shows the success popup for 3 seconds under 980 px", () => {
    expect(addToBasketOutcome({ httpStatus: 200, itemAdded: true }, 979)).toEqual({
      kind: "added",
      show: "success-popup",
      message: "The item has been successfully added to your basket!",
      autoCloseMs: 3000,
    });
  });
  it("keeps the other texts in the spec's words", () => {
    expect(OUT_OF_STOCK_AT_BRANCH_MESSAGE).toBe("Currently unavailable at your selected branch.");
    expect(PRODUCT_FORM_MISSING_MESSAGE).toBe(
      "Sorry, we have encountered an error with this product. Please continue to browse the site.",
    );
    expect(MINI_BASKET_EMPTY_MESSAGE).toBe("Your Basket Is Empty!");
  });
});

describe("spec/2 §4, §9 — mini basket pages of 3", () => {
  const items = ["a", "b", "c", "d", "e", "f", "g"];
  it("pages three at a time", () => {
    expect(miniBasketPage(items, 1)).toEqual({
      items: ["a", "b", "c"],
      page: 1,
      pageCount: 3,
      hasPrevious: false,
      hasNext: true,
    });
    expect(miniBasketPage(items, 3)).toEqual({
      items: ["g"],
      page: 3,
      pageCount: 3,
      hasPrevious: true,
      hasNext: false,
    });
  });
  it("clamps pages past either end and junk page numbers", () => {
    expect(miniBasketPage(items, 9).page).toBe(3);
    expect(miniBasketPage(items, 0).page).toBe(1);
    expect(miniBasketPage(items, Number.NaN).page).toBe(1);
  });
  it("has one empty page for an empty basket", () => {
    expect(miniBasketPage([], 1)).toEqual({
      items: [],
      page: 1,
      pageCount: 1,
      hasPrevious: false,
      hasNext: false,
    });
  });
});
