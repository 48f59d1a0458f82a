import { describe, expect, it } from "vitest";
import { MAX_QUANTITY, QUANTITY_INVALID_MESSAGE, QUANTITY_OVER_MAXIMUM_MESSAGE } from "../catalog/index.ts";
import {
  checkPartneringQuantity,
  PARTNERING_ADD_FAILED_MESSAGE,
  PARTNERING_ADD_TIMEOUT_MS,
  PARTNERING_ADDED_MESSAGE,
  partneringAddOutcome,
} from "./index.ts";

describe("spec/2 §7 POST /partneringcatalogues/add — 10 s timeout", () => {
  it("gives the add 10 seconds", () => {
    expect(PARTNERING_ADD_TIMEOUT_MS).toBe(10_000);
  });
});

describe("spec/2 §7 partnering catalogue — nQuantity is the Qty typed for the basket (spec/1 §5)", () => {
  it.each([
    ["3", 3],
    [" 12 ", 12],
    ["1", 1],
    [String(MAX_QUANTITY), MAX_QUANTITY],
  ])("reads %j as %d", (typed, quantity) => {
    expect(checkPartneringQuantity(typed)).toEqual({ ok: true, value: quantity });
  });

  it.each(["", "  ", "abc", "1.5", "-2"])(
    "reads the emptied or non-digit field %j as 1, as the basket does",
    (typed) => {
      expect(checkPartneringQuantity(typed)).toEqual({ ok: true, value: 1 });
    },
  );

  it("refuses 0 as no quantity at all", () => {
    expect(checkPartneringQuantity("0")).toEqual({
      ok: false,
      code: "invalid-quantity",
      message: QUANTITY_INVALID_MESSAGE,
    });
  });

  it("refuses more than 99999 in the basket's words", () => {
    expect(checkPartneringQuantity("100000")).toEqual({
      ok: false,
      code: "over-maximum",
      message: QUANTITY_OVER_MAXIMUM_MESSAGE,
    });
  });
});

describe("spec/2 §7 partnering catalogue — the error flag", () => {
  it("says the product was added when the flag is not set", () => {
    expect(partneringAddOutcome({ error: false })).toEqual({
      added: true,
      message: PARTNERING_ADDED_MESSAGE,
    });
    expect(PARTNERING_ADDED_MESSAGE).toBe("Added to your partnering catalogue");
  });

  it("gives the shop's reason when the flag comes with one", () => {
    expect(partneringAddOutcome({ error: true, message: "No product with id 9" })).toEqual({
      added: false,
      message: "No product with id 9",
    });
  });

  it.each([
    { error: true as const },
    { error: true as const, message: null },
    { error: true as const, message: "  " },
  ])("says the add failed when the flag comes without a reason (or the 10 s ran out): %j", (reply) => {
    expect(partneringAddOutcome(reply)).toEqual({ added: false, message: PARTNERING_ADD_FAILED_MESSAGE });
  });
});
