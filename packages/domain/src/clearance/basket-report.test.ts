import { describe, expect, it } from "vitest";
import { fail, ok } from "../shared/result.ts";
import { reportClearanceAdd, type ClearanceAddFlags } from "./basket-report.ts";
import { BASKET_REPORT_TITLE } from "./messages.ts";

const allHold: ClearanceAddFlags = {
  status: false,
  fulfilment: true,
  isLocationSet: true,
  hasQty: true,
  validId: true,
  active: true,
  sameBranch: true,
};
const notAdded = "The item was not added to your basket!";

describe("spec/1 §2, §8 — clearance add success goes to the basket", () => {
  it("sends the shopper to /basket", () => {
    expect(reportClearanceAdd({ ...allHold, status: true })).toEqual(ok({ redirectTo: "/basket" }));
  });

  it("trusts the status even when a flag is off", () => {
    expect(reportClearanceAdd({ ...allHold, status: true, hasQty: false })).toEqual(
      ok({ redirectTo: "/basket" }),
    );
  });
});

describe("spec/1 §8 Error catalogue — clearance 'Basket Report' reasons", () => {
  it("titles the dialog 'Basket Report'", () => {
    expect(BASKET_REPORT_TITLE).toBe("Basket Report");
  });

  it.each([
    [{ fulfilment: false }, "no-fulfilment", "Please choose to collect from branch."],
    [{ isLocationSet: false }, "location-not-set", "Your branch location is not set."],
    [
      { hasQty: false },
      "no-quantity",
      "This item is already in your basket and we don't have that quantity in branch to match your additional quantity request.",
    ],
    [{ validId: false }, "not-in-system", "That clearance product is not in our system"],
    [{ active: false }, "not-in-system", "That clearance product is not in our system"],
    [{ sameBranch: false }, "other-branch", "You can't buy a clearance item from another branch."],
  ] as const)("when %j fails, code %s", (failing, code, reason) => {
    expect(reportClearanceAdd({ ...allHold, ...failing })).toEqual(fail(code, `${notAdded}\n${reason}`));
  });

  it("says only that the item was not added when no flag explains it", () => {
    expect(reportClearanceAdd(allHold)).toEqual(fail("not-added", notAdded));
  });
});

describe("spec/1 §8 — precedence when several clearance flags fail (decision 014)", () => {
  it("puts a product not in the system first", () => {
    expect(
      reportClearanceAdd({
        ...allHold,
        active: false,
        fulfilment: false,
        isLocationSet: false,
        sameBranch: false,
        hasQty: false,
      }),
    ).toMatchObject({
      code: "not-in-system",
    });
  });

  it("then the fulfilment", () => {
    expect(
      reportClearanceAdd({
        ...allHold,
        fulfilment: false,
        isLocationSet: false,
        sameBranch: false,
        hasQty: false,
      }),
    ).toMatchObject({
      code: "no-fulfilment",
    });
  });

  it("then the branch location", () => {
    expect(
      reportClearanceAdd({ ...allHold, isLocationSet: false, sameBranch: false, hasQty: false }),
    ).toMatchObject({
      code: "location-not-set",
    });
  });

  it("then the item's branch, before its stock", () => {
    expect(reportClearanceAdd({ ...allHold, sameBranch: false, hasQty: false })).toMatchObject({
      code: "other-branch",
    });
  });
});
