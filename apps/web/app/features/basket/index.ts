// What routes use of the basket feature: the shop frame's provider and header mini basket, the
// product page's add to basket, the listing cards' quick add, and the basket page with its loader's call.
export { BasketProvider, type LocationChoice } from "./basket-context.tsx";
export { MiniBasket } from "./components/MiniBasket.tsx";
export { AddToBasket } from "./components/AddToBasket.tsx";
export { BasketView } from "./components/BasketView.tsx";
export { basketOf } from "./api.ts";
export { QuickAddToBasket } from "./components/QuickAddToBasket.tsx";
