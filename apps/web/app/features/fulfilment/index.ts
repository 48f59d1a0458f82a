// What routes use of the fulfilment feature: the shop frame's provider (selector, pop-ups, forced
// popup, trade account questions, branch differences), the header's way to open the selector, the
// basket's way to ask for a branch or postcode before an add, the store finder's way to check a
// change against the trade accounts and the basket, and the product page's and checkout's fulfilment tabs.
export {
  FulfilmentProvider,
  useCheckedChange,
  useLocationChoice,
  useOpenStoreSelector,
} from "./fulfilment-context.tsx";
export { selectorWording } from "./brand-wording.ts";
export { FulfilmentTabs } from "./components/FulfilmentTabs.tsx";
export { CheckoutFulfilmentTabs } from "./components/CheckoutFulfilmentTabs.tsx";
export { StoreChange } from "./components/StoreChange.tsx";
