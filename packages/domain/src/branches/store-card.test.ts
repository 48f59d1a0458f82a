import { describe, expect, it } from "vitest";
import { filterStoresByFeatures, storeCardParts } from "./store-card.ts";

const showroom = { id: 1, name: "Showroom" };
const timberYard = { id: 2, name: "Timber Yard" };
const hire = { id: 3, name: "Tool Hire" };

describe("spec/2 §5 Store finder — feature filters", () => {
  const stores = [
    { id: 10, features: [showroom] },
    { id: 11, features: [timberYard, hire] },
    { id: 12, features: [] },
  ];

  it("shows every store when nothing is ticked", () => {
    expect(filterStoresByFeatures(stores, []).map((s) => s.id)).toEqual([10, 11, 12]);
  });
  it("shows stores with at least one ticked feature", () => {
    expect(filterStoresByFeatures(stores, [1, 3]).map((s) => s.id)).toEqual([10, 11]);
    expect(filterStoresByFeatures(stores, [2]).map((s) => s.id)).toEqual([11]);
  });
  it("shows none when no store has a ticked feature", () => {
    expect(filterStoresByFeatures(stores, [99])).toEqual([]);
  });
});

describe("spec/2 §2 Store finder page — store card parts", () => {
  const store = {
    id: 10,
    basketEcommerceActive: true,
    features: [timberYard],
    branchManagerName: "Pat Smith",
  };

  it("offers 'Save as my branch' for another active store", () => {
    expect(storeCardParts(store, 11).saveAsMyBranch).toBe(true);
    expect(storeCardParts(store, null).saveAsMyBranch).toBe(true);
  });
  it("hides 'Save as my branch' on the saved home branch", () => {
    expect(storeCardParts(store, 10).saveAsMyBranch).toBe(false);
  });
  it("hides 'Save as my branch' where basket e-commerce is inactive", () => {
    expect(storeCardParts({ ...store, basketEcommerceActive: false }, 11).saveAsMyBranch).toBe(false);
  });

  it("shows 'Book a Design Visit' only with the Showroom feature", () => {
    expect(storeCardParts(store, null).bookDesignVisit).toBe(false);
    expect(storeCardParts({ ...store, features: [timberYard, showroom] }, null).bookDesignVisit).toBe(true);
    expect(
      storeCardParts({ ...store, features: [{ id: 7, name: " SHOWROOM " }] }, null).bookDesignVisit,
    ).toBe(true);
    expect(
      storeCardParts({ ...store, features: [{ id: 7, name: "Showroom Outlet" }] }, null).bookDesignVisit,
    ).toBe(false);
  });

  it("shows the manager heading only when a manager name exists", () => {
    expect(storeCardParts(store, null).managerHeading).toBe(true);
    expect(storeCardParts({ ...store, branchManagerName: "  " }, null).managerHeading).toBe(false);
    expect(storeCardParts({ ...store, branchManagerName: null }, null).managerHeading).toBe(false);
    expect(storeCardParts({ id: 1, basketEcommerceActive: true, features: [] }, null).managerHeading).toBe(
      false,
    );
  });
});
