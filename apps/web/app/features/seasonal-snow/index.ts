// What the shop frame uses of the seasonal snow: the canvas it lays over the page when the site's flag is set.
export { SeasonalSnow } from "./components/SeasonalSnow.tsx";
