import { describe, expect, it } from "vitest";
import { fail, ok } from "../shared/result.ts";
import { enterTimberLength } from "./timber-length.ts";

const invalidLength = fail("invalid-length", "Please enter a valid total length to proceed.");
const tallyError = fail("tally-value-error", "Sorry there has been an error, please try again.");

describe("spec/1 §5 Timber length — every outcome of the total length entry", () => {
  it("fills the Qty field with the length and says so", () => {
    expect(enterTimberLength({ length: "12", tallyValue: "2.4", hasQuantityBox: true })).toEqual(
      ok({
        quantity: 12,
        message: "12 metres have been added to the Qty field opposite, please add to basket to proceed.",
      }),
    );
    expect(enterTimberLength({ length: " 1 ", tallyValue: 3, hasQuantityBox: true })).toEqual(
      ok({
        quantity: 1,
        message: "1 metres have been added to the Qty field opposite, please add to basket to proceed.",
      }),
    );
  });

  it("rounds a part metre up to whole metres", () => {
    expect(enterTimberLength({ length: "12.1", tallyValue: "2.4", hasQuantityBox: true })).toEqual(
      ok({
        quantity: 13,
        message: "13 metres have been added to the Qty field opposite, please add to basket to proceed.",
      }),
    );
    expect(enterTimberLength({ length: ".5", tallyValue: "2.4", hasQuantityBox: true })).toMatchObject(
      ok({ quantity: 1 }),
    );
  });

  it.each(["", "   ", "abc", "12m", "1,200", "0", "-3", "0.0", "1e3", "Infinity", "NaN", "1.2.3"])(
    "refuses the length %j",
    (length) => {
      expect(enterTimberLength({ length, tallyValue: "2.4", hasQuantityBox: true })).toEqual(invalidLength);
    },
  );

  it.each([undefined, null, "", "  ", "abc", Number.NaN])(
    "reports an error for the tally value %j",
    (tallyValue) => {
      expect(enterTimberLength({ length: "12", tallyValue, hasQuantityBox: true })).toEqual(tallyError);
    },
  );

  it("checks the length before the tally value", () => {
    expect(enterTimberLength({ length: "abc", tallyValue: undefined, hasQuantityBox: true })).toEqual(
      invalidLength,
    );
  });

  it("refuses more than 99999 metres", () => {
    const overMaximum = fail(
      "over-maximum",
      "Sorry you have requested more than the maximum allowed for this product.",
    );
    expect(enterTimberLength({ length: "100000", tallyValue: "2.4", hasQuantityBox: true })).toEqual(
      overMaximum,
    );
    expect(enterTimberLength({ length: "99999.5", tallyValue: "2.4", hasQuantityBox: false })).toEqual(
      overMaximum,
    );
    expect(enterTimberLength({ length: "99999", tallyValue: "2.4", hasQuantityBox: true })).toMatchObject(
      ok({ quantity: 99999 }),
    );
  });

  it("asks for a branch when the page has no Qty box", () => {
    expect(enterTimberLength({ length: "12", tallyValue: "2.4", hasQuantityBox: false })).toEqual(
      fail("no-branch", "Please select a delivery or click and collect branch to proceed."),
    );
  });
});
