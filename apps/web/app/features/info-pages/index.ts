// What routes use of the info pages feature: the page's blocks and its API call.
export { InfoBlocks, type CalculatorSlot } from "./components/InfoBlocks.tsx";
export { infoPageFrom } from "./api.ts";
