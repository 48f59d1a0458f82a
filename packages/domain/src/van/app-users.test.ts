import { describe, expect, it } from "vitest";
import {
  APP_TAB_LABELS,
  APP_TABS,
  appTabsFor,
  chosenTab,
  tabAfterCancellingChangeStore,
} from "./app-users.ts";

describe("spec/3 §2 Tabs of the van/stock app", () => {
  it("names the spec's eight tabs in its order", () => {
    expect(APP_TABS.map((tab) => APP_TAB_LABELS[tab])).toEqual([
      "Van stock",
      "Delivery calendar",
      "Surveys",
      "Voids",
      "Orders",
      "Order history",
      "Basket",
      "Change store",
    ]);
  });

  it("gives a van operator every tab but surveys, and staff surveys and change store (spec/3 §1, §6)", () => {
    expect(appTabsFor("van_operator")).toEqual([
      "van-stock",
      "delivery-calendar",
      "voids",
      "orders",
      "order-history",
      "basket",
      "delivery-options",
      "change-store",
    ]);
    expect(appTabsFor("staff")).toEqual(["surveys", "delivery-options", "change-store"]);
  });

  it("gives both delivery options, the private store tab with deliver and collect (spec/3 §2, decision 162)", () => {
    expect(APP_TAB_LABELS["delivery-options"]).toBe("Delivery options");
    expect(appTabsFor("van_operator")).toContain("delivery-options");
    expect(appTabsFor("staff")).toContain("delivery-options");
  });
});

describe("spec/3 §2 Private store tabs, §6 private-store customers", () => {
  it("gives a private-store customer buy, browse, basket, delivery options and change store", () => {
    expect(appTabsFor("private_store")).toEqual([
      "buy",
      "browse",
      "store-basket",
      "delivery-options",
      "change-store",
    ]);
    expect(appTabsFor("private_store").map((tab) => APP_TAB_LABELS[tab])).toEqual([
      "Buy",
      "Browse",
      "Basket",
      "Delivery options",
      "Change store",
    ]);
  });

  it("keeps the private store's own tabs from van operators and staff (spec/3 §6)", () => {
    for (const role of ["van_operator", "staff"] as const) {
      expect(appTabsFor(role)).not.toContain("buy");
      expect(appTabsFor(role)).not.toContain("browse");
      expect(appTabsFor(role)).not.toContain("store-basket");
    }
    expect(appTabsFor("private_store")).not.toContain("van-stock");
    expect(appTabsFor("private_store")).not.toContain("basket");
  });

  it("opens buy first, the tab named by selectTab when theirs, and buy after change store is cancelled", () => {
    expect(chosenTab("private_store", null)).toBe("buy");
    expect(chosenTab("private_store", "browse")).toBe("browse");
    expect(chosenTab("private_store", "orders")).toBe("buy");
    expect(tabAfterCancellingChangeStore("private_store")).toBe("buy");
  });
});

describe("spec/3 §2 selectTab chooses the tab", () => {
  it("opens the tab named when the user has it", () => {
    expect(chosenTab("van_operator", "voids")).toBe("voids");
    expect(chosenTab("staff", "change-store")).toBe("change-store");
  });

  it("opens the user's first tab when none, an unknown one or another role's is named", () => {
    expect(chosenTab("van_operator", null)).toBe("van-stock");
    expect(chosenTab("van_operator", "nonsense")).toBe("van-stock");
    expect(chosenTab("van_operator", "surveys")).toBe("van-stock");
    expect(chosenTab("staff", "van-stock")).toBe("surveys");
  });

  it("returns to orders after change store is cancelled, or the first tab of a user without orders", () => {
    expect(tabAfterCancellingChangeStore("van_operator")).toBe("orders");
    expect(tabAfterCancellingChangeStore("staff")).toBe("surveys");
  });
});
