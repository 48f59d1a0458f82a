// What routes use of the product feature: the product page's parts.
export { Gallery } from "./components/gallery.tsx";
export { ProductSlider } from "./components/product-slider.tsx";
export { ProductSummary } from "./components/product-summary.tsx";
export { SpinViewer } from "./components/spin-viewer.tsx";
export { PieceCalculator } from "./components/piece-calculator.tsx";
export { Specifications } from "./components/specifications.tsx";
export { productCrumbs } from "./crumbs.ts";
export type { ProductSliderKind } from "./slider-layouts.ts";
export { productPage } from "./api.ts";
