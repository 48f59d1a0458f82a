import { describe, expect, it } from "vitest";
import { fail, ok } from "../shared/result.ts";
import { checkClearanceQuantity } from "./clearance-quantity.ts";
import { QUANTITY_ISSUE_TITLE } from "./messages.ts";

describe("spec/1 §5 Quantities — clearance quantity above the available maximum", () => {
  it("lets a quantity up to the stock available through", () => {
    expect(checkClearanceQuantity(1, 3)).toEqual(ok(1));
    expect(checkClearanceQuantity(3, 3)).toEqual(ok(3));
  });

  it("opens the 'Quantity Issue' dialog above it", () => {
    expect(QUANTITY_ISSUE_TITLE).toBe("Quantity Issue");
    expect(checkClearanceQuantity(4, 3)).toEqual(
      fail("over-available", "We only have 3 of that item available!"),
    );
    expect(checkClearanceQuantity(99999, 1)).toEqual(
      fail("over-available", "We only have 1 of that item available!"),
    );
  });

  it.each([0, -1, Number.NaN, 2.5])("counts the stock %s as none available", (available) => {
    expect(checkClearanceQuantity(1, available)).toEqual(
      fail("over-available", "We only have 0 of that item available!"),
    );
  });

  it.each([0, -1, 1.5, Number.NaN, 100000])("refuses the quantity %s as junk", (requested) => {
    expect(checkClearanceQuantity(requested, 5)).toEqual(
      fail("invalid-quantity", "Please enter a whole number quantity."),
    );
  });
});
