import { describe, expect, it } from "vitest";
import {
  addFromQuoteSummary,
  orderSentToBranchMessage,
  quoteCheckOutcome,
  quoteExtensionMessage,
} from "./quote-replies.ts";

const notFound = {
  kind: "no-quote",
  message: "Sorry there is no quote with that quote reference available at this time.",
};

describe("spec/2 §4, §8 Quote check outcomes", () => {
  it("reads the text 'No Document found' as no quote with that reference", () => {
    expect(quoteCheckOutcome("No Document found")).toEqual(notFound);
    expect(quoteCheckOutcome(" No Document found ")).toEqual(notFound);
    expect(quoteCheckOutcome("")).toEqual(notFound);
    expect(quoteCheckOutcome({ noquote: "No Document found" })).toEqual(notFound);
  });
  it("shows any other text reply or noquote message as sent", () => {
    expect(quoteCheckOutcome("Quote is locked")).toEqual({ kind: "no-quote", message: "Quote is locked" });
    expect(
      quoteCheckOutcome({ noquote: " That quote belongs to another account. ", expiredquote: true }),
    ).toEqual({
      kind: "no-quote",
      message: "That quote belongs to another account.",
    });
  });
  it("offers the Extend Quote button for an expired quote", () => {
    expect(quoteCheckOutcome({ noquote: "", expiredquote: true })).toEqual({
      kind: "expired",
      message: "Your quote has expired. Please click the button to request your quote lifetime be extended.",
      extendLabel: "Extend Quote",
    });
  });
  it("is valid otherwise", () => {
    expect(quoteCheckOutcome({ noquote: null, expiredquote: false })).toEqual({ kind: "valid" });
    expect(quoteCheckOutcome({})).toEqual({ kind: "valid" });
  });
});

describe("spec/2 §4, §8 Add from quote — summary", () => {
  it("goes to the basket when everything was added", () => {
    expect(addFromQuoteSummary({ addedtobasket: ["A", "B"], notaddedtobasket: [] })).toEqual({
      goToBasket: true,
    });
    expect(addFromQuoteSummary({ quoteaddedalready: "  ", nostore: false })).toEqual({ goToBasket: true });
  });
  it("cannot obtain the items on a 'null' reply", () => {
    expect(addFromQuoteSummary(null)).toEqual({
      goToBasket: false,
      lines: ["We cannot obtain your quote items at this time. Please try again later."],
    });
  });
  it("names the quote already added", () => {
    expect(addFromQuoteSummary({ quoteaddedalready: "Q123456", notaddedtobasket: ["X"] })).toEqual({
      goToBasket: false,
      lines: ["The items from quote reference Q123456 have already been added to your basket."],
    });
  });
  it("says the branch may be gone", () => {
    expect(addFromQuoteSummary({ nostore: true, notaddedtobasket: ["X"] })).toEqual({
      goToBasket: false,
      lines: [
        "The branch that created this quote may no longer be available. For further assistance please contact customer services.",
      ],
    });
  });
  it("lists the items not added, then asks to contact the branch", () => {
    expect(
      addFromQuoteSummary({ addedtobasket: ["A"], notaddedtobasket: ["Oak sleeper 2.4m", "Sand bulk bag"] }),
    ).toEqual({
      goToBasket: false,
      lines: [
        "The following items could not be added to your basket:",
        "Oak sleeper 2.4m",
        "Sand bulk bag",
        "Please contact your branch for product availability.",
      ],
    });
  });
});

describe("spec/2 §8 Quote extension request", () => {
  it("thanks the customer when the branch was asked", () => {
    expect(quoteExtensionMessage(true)).toBe(
      "Thank you for your request. A member of the team will be in contact with you soon.",
    );
  });
  it("reports a failed request", () => {
    expect(quoteExtensionMessage(false)).toBe(
      "There was a problem sending your quote expiry request change. Please try again later.",
    );
  });
});

describe("spec/2 §8 Order sent to branch", () => {
  it("names the branch", () => {
    expect(orderSentToBranchMessage(" Leeds ")).toBe("Thank you, order details have been sent to Leeds!");
  });
});
