// What routes use of the private store (decision 167): its tabs, mounted in the van app's frame.
import type { ReactNode } from "react";
import type { AppTab } from "@merchant/domain/van";
import { BrowseTab } from "./components/BrowseTab.tsx";
import { BuyTab } from "./components/BuyTab.tsx";
import { StoreBasketTab } from "./components/StoreBasketTab.tsx";

/** spec/3 §2 Private store tabs this feature draws; delivery options and change store are the app's. */
export const privateStoreTabs = (): Partial<Record<AppTab, ReactNode>> => ({
  buy: <BuyTab />,
  browse: <BrowseTab />,
  "store-basket": <StoreBasketTab />,
});
