/** Contact us: customer services, the branches, and the company. */
import { companyFacts, CUSTOMER_SERVICES_HOURS, emailLink, phoneLink } from "./shared.ts";
import type { TrustFacts, TrustPageContent } from "./types.ts";

export function contactPage({ brandName, company }: TrustFacts): TrustPageContent {
  return {
    title: "Contact us",
    description: `How to reach ${brandName}: customer services by phone or email, and every branch.`,
    intro: [`We are glad to help with an order, a delivery, a return or your account.`],
    sections: [
      {
        heading: "Customer services",
        blocks: [
          {
            facts: [
              ["Phone", phoneLink(company)],
              ["Email", emailLink(company)],
              ["Opening hours", CUSTOMER_SERVICES_HOURS],
            ],
          },
          "Please have your order reference or trade account number to hand.",
        ],
      },
      {
        heading: "Your branch",
        blocks: [
          "For stock, prices, collections and deliveries, your branch can help directly. [Find a branch, its opening times and phone number](/storefinder).",
        ],
      },
      { heading: "Our company", blocks: [companyFacts(company)] },
    ],
  };
}
