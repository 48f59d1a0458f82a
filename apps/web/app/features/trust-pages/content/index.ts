/** Each trust page's template, by its slug. */
import type { TrustPageSlug } from "../pages.ts";
import { contactPage } from "./contact.ts";
import { cookiesPage } from "./cookies.ts";
import { deliveryPage } from "./delivery.ts";
import { privacyPage } from "./privacy.ts";
import { returnsPage } from "./returns.ts";
import { termsPage } from "./terms.ts";
import type { TrustFacts, TrustPageContent } from "./types.ts";

export type { TrustBlock, TrustFacts, TrustPageContent, TrustSection } from "./types.ts";

export const TRUST_PAGE_CONTENT: Record<TrustPageSlug, (facts: TrustFacts) => TrustPageContent> = {
  "terms-and-conditions": termsPage,
  privacy: privacyPage,
  cookies: cookiesPage,
  delivery: deliveryPage,
  returns: returnsPage,
  "contact-us": contactPage,
};
