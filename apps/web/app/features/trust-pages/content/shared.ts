/** What several trust pages say the same way: who the company is and how to reach it. */
import type { Company } from "@merchant/contract";
import { telHref } from "~/lib/tel-href.ts";
import { trustPagePath } from "../pages.ts";
import type { TrustBlock } from "./types.ts";

export { CUSTOMER_SERVICES_HOURS } from "~/lib/customer-services.ts";

/** The Consumer Contracts Regulations 2013: days to cancel an online order, and to refund or return after. */
export const CANCELLATION_DAYS = 14;

export const phoneLink = (company: Company) => `[${company.phone}](${telHref(company.phone)})`;
export const emailLink = (company: Company) => `[${company.email}](mailto:${company.email})`;

/** "call 0306 999 0101 or email …": how a page asks the shopper to reach the company. */
export const reachUs = (company: Company) => `call ${phoneLink(company)} or email ${emailLink(company)}`;

/** The details the law wants shown: the company behind the brand. */
export function companyFacts(company: Company): TrustBlock {
  return {
    facts: [
      ["Registered name", company.registeredName],
      ["Registered in", "England and Wales"],
      ["Company number", company.companyNumber],
      ["Registered office", company.registeredOffice],
      ["VAT number", company.vatNumber],
    ],
  };
}

export const pageLink = (words: string, slug: Parameters<typeof trustPagePath>[0]) =>
  `[${words}](${trustPagePath(slug)})`;
