// What routes use of the home feature: the homepage's carousels and their API call.
export { MainCarousel } from "./components/main-carousel.tsx";
export { LogoCarousel } from "./components/logo-carousel.tsx";
export { homeContent } from "./api.ts";
