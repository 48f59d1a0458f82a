import { describe, expect, it } from "vitest";
import { axBranchOrder, branchOrder } from "./testing/fixtures.ts";
import { branchOrderPageType } from "./order-words.ts";

describe("spec/2 §2 page types of a branch order's page", () => {
  it("is account-ax-branchorderdetail for an AX order and account-branchorderdetail for the others", () => {
    expect(branchOrderPageType(axBranchOrder())).toBe("account-ax-branchorderdetail");
    expect(branchOrderPageType(branchOrder())).toBe("account-branchorderdetail");
  });
});
