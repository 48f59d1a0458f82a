// What routes use of the clearance feature: the clearance page's body and its loader's call, and
// the product page's clearance section.
export { ClearanceList } from "./components/ClearanceList.tsx";
export { ProductClearance } from "./components/ProductClearance.tsx";
export { clearanceOf } from "./api.ts";
