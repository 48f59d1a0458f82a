/**
 * spec/3 §1, §2, §6: who uses the stock-and-go app and which of its tabs each sees
 * (docs/decisions/143-van-app-users-and-vans.md). Van operators run a van's stock and order from
 * the branch; staff run surveys and look up stock; private-store customers buy from the app's store
 * on their trade account (decision 167) and have tabs of their own.
 */
export const APP_ROLES = ["van_operator", "staff", "private_store"] as const;
export type AppRole = (typeof APP_ROLES)[number];

/** spec/3 §2 Tabs of the van/stock app, in the order the tab bar shows them. */
export const APP_TABS = [
  "van-stock",
  "delivery-calendar",
  "surveys",
  "voids",
  "orders",
  "order-history",
  "basket",
  "change-store",
] as const;

/**
 * spec/3 §2 Private store tabs: buy (search), browse (product group menu), its own basket, and
 * delivery options, whose sub-tabs deliver and collect (decisions 162, 167). They show before
 * change store.
 */
export const PRIVATE_STORE_TABS = ["buy", "browse", "store-basket", "delivery-options"] as const;

export type AppTab = (typeof APP_TABS)[number] | (typeof PRIVATE_STORE_TABS)[number];

export const APP_TAB_LABELS: Readonly<Record<AppTab, string>> = {
  "van-stock": "Van stock",
  "delivery-calendar": "Delivery calendar",
  surveys: "Surveys",
  voids: "Voids",
  orders: "Orders",
  "order-history": "Order history",
  basket: "Basket",
  buy: "Buy",
  browse: "Browse",
  "store-basket": "Basket",
  "delivery-options": "Delivery options",
  "change-store": "Change store",
};

/**
 * Decision 162: collections and deliveries are goods leaving a store, so van operators (who carry
 * deliveries) and staff (who hand collections over at the counter) both have delivery options.
 */
const TABS_OF: Readonly<Record<AppRole, readonly AppTab[]>> = {
  van_operator: [
    ...APP_TABS.filter((tab) => tab !== "surveys" && tab !== "change-store"),
    "delivery-options",
    "change-store",
  ],
  staff: ["surveys", "delivery-options", "change-store"],
  // spec/3 §2 Private store tabs, then change store (spec/3 §1 "a branch picker").
  private_store: [...PRIVATE_STORE_TABS, "change-store"],
};

/** The tabs a user of this role sees, in tab-bar order. */
export function appTabsFor(role: AppRole): readonly AppTab[] {
  return TABS_OF[role];
}

/**
 * spec/3 §2 "The default tab after cancelling change store is orders"; staff and private-store
 * customers have no orders tab, so they return to their first.
 */
export function tabAfterCancellingChangeStore(role: AppRole): AppTab {
  const tabs = appTabsFor(role);
  return tabs.includes("orders") ? "orders" : tabs[0]!;
}

/**
 * spec/3 §2: the `selectTab` query chooses the tab; one the user does not have, or none, opens
 * their first tab.
 */
export function chosenTab(role: AppRole, selectTab: string | null | undefined): AppTab {
  const tabs = appTabsFor(role);
  return tabs.find((tab) => tab === selectTab) ?? tabs[0]!;
}
