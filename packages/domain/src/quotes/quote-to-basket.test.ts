import { describe, expect, it } from "vitest";
import { quoteToBasketDecision, type QuoteToBasketFacts } from "./quote-to-basket.ts";

const delivery: QuoteToBasketFacts = {
  fulfilment: "delivery",
  currentPostcode: "LS1 4AP",
  quotePostcode: "LS1 4AP",
  quoteBranchId: 12,
};

describe("spec/2 §4 Quote-to-basket — 1. postcode missing and not collection", () => {
  it.each([null, "", "  "])("refuses a quote whose postcode is %j", (quotePostcode) => {
    expect(quoteToBasketDecision({ ...delivery, quotePostcode })).toEqual({
      action: "refuse",
      code: "quote_postcode_missing",
      message:
        "A postcode could not be found on this quote. Please contact your local store to update your quote.",
    });
  });
  it("adds a collection quote without a postcode", () => {
    expect(quoteToBasketDecision({ ...delivery, fulfilment: "collection", quotePostcode: null })).toEqual({
      action: "add",
    });
  });
});

describe("spec/2 §4 Quote-to-basket — 2. postcodes equal ignoring spaces, or collection", () => {
  it("adds when the postcodes match ignoring spaces and case", () => {
    expect(quoteToBasketDecision({ ...delivery, quotePostcode: "ls14ap" })).toEqual({ action: "add" });
    expect(quoteToBasketDecision({ ...delivery, currentPostcode: " LS1  4AP " })).toEqual({ action: "add" });
  });
  it("adds for collection whatever the postcodes", () => {
    expect(
      quoteToBasketDecision({
        ...delivery,
        fulfilment: "collection",
        quotePostcode: "M1 1AE",
        quoteBranchId: null,
      }),
    ).toEqual({ action: "add" });
  });
});

describe("spec/2 §4 Quote-to-basket — 3. postcodes differ", () => {
  it("refuses when the quote has no branch", () => {
    expect(quoteToBasketDecision({ ...delivery, quotePostcode: "M1 1AE", quoteBranchId: null })).toEqual({
      action: "refuse",
      code: "quote_branch_missing",
      message:
        "The branch that created this quote may no longer be available. For further assistance please contact customer services.",
    });
  });

  it("asks to change the delivery postcode to the quote's", () => {
    expect(quoteToBasketDecision({ ...delivery, quotePostcode: "m11ae" })).toEqual({
      action: "confirm-postcode-change",
      postcode: "M1 1AE",
      message:
        "There is a difference between the currently selected delivery address and the delivery address on this quote. If you add the items from this quote your delivery postcode will change to M1 1AE.",
      confirmLabel: "Change Delivery Address and add products",
      closeLabel: "Close",
    });
  });

  it("asks also when no delivery postcode is set yet", () => {
    expect(quoteToBasketDecision({ ...delivery, currentPostcode: null })).toMatchObject({
      action: "confirm-postcode-change",
      postcode: "LS1 4AP",
    });
  });

  it("shows a quote postcode that is not a valid one as written", () => {
    expect(quoteToBasketDecision({ ...delivery, quotePostcode: " BFPO 801 " })).toMatchObject({
      action: "confirm-postcode-change",
      postcode: "BFPO 801",
    });
  });

  it("treats any fulfilment other than collection as delivery", () => {
    expect(quoteToBasketDecision({ ...delivery, fulfilment: "", quotePostcode: null })).toMatchObject({
      code: "quote_postcode_missing",
    });
  });
});
