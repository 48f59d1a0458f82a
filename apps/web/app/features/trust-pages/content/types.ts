/**
 * A trust page as data: one template per page, filled with the brand's company details, so no
 * brand has JSX of its own. A paragraph's `[words](/path)` is a link (`tel:` and `mailto:` too).
 */
import type { Company, DeliveryChargeBands } from "@merchant/contract";

export type TrustBlock =
  | string
  | { list: string[] }
  | { facts: (readonly [term: string, detail: string])[] }
  | { table: { caption: string; head: string[]; rows: string[][] } }
  /** A part the route puts in (the cookies page's own choice form). */
  | { slot: "cookie-choice" };

export type TrustSection = { heading: string; blocks: TrustBlock[] };

export type TrustPageContent = {
  /** The page's h1 and, with the brand's name, its title. */
  title: string;
  /** The meta description. */
  description: string;
  intro: TrustBlock[];
  sections: TrustSection[];
};

/** What the templates fill in. */
export type TrustFacts = {
  brandName: string;
  company: Company;
  /** The brand's delivery charges: read for the delivery page's table only. */
  chargeBands?: DeliveryChargeBands["bands"];
};
