// What routes use of the trust pages: the pages' addresses and footer links, their content and layout.
export {
  isTrustPageSlug,
  TRUST_PAGE_LINKS,
  TRUST_PAGES,
  trustPagePath,
  type TrustPageSlug,
} from "./pages.ts";
export { TRUST_PAGE_CONTENT, type TrustFacts } from "./content/index.ts";
export { TrustPage } from "./components/TrustPage.tsx";
export { deliveryChargeBands } from "./api.ts";
