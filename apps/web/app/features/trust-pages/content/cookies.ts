/** The cookies notice: every cookie the shop sets, and the analytics it records only with consent. */
import { ACCEPT_ALL_COOKIES, REJECT_NON_ESSENTIAL_COOKIES } from "@merchant/domain/site";
import type { TrustFacts, TrustPageContent } from "./types.ts";

const ONE_YEAR = "1 year";

export function cookiesPage({ brandName }: TrustFacts): TrustPageContent {
  return {
    title: "Cookies",
    description: `The cookies ${brandName}'s website uses, and how to choose whether it records analytics.`,
    intro: [
      "Cookies are small files a website keeps in your browser. This shop uses the few it needs to work and, only if you say yes, records how it is used.",
    ],
    sections: [
      {
        heading: "Cookies the shop needs",
        blocks: [
          "These are set whatever you choose: without them the shop cannot keep a basket, sign you in or remember what you chose.",
          {
            table: {
              caption: "Cookies the shop needs",
              head: ["Cookie", "What it does", "Kept for"],
              rows: [
                [
                  "sid",
                  "Keeps your basket, your branch or delivery postcode, and your sign-in",
                  "24 hours, or 30 days once signed in",
                ],
                [
                  "csrf",
                  "Proves a form was sent from this shop and not from another website",
                  "Until you close your browser",
                ],
                ["price_vat", "Remembers whether you show prices including or excluding VAT", ONE_YEAR],
                ["cookie_consent", "Remembers your answer to the cookie banner", ONE_YEAR],
                ["forcedSetStore", "Remembers that you have been asked to choose a branch", ONE_YEAR],
                [
                  "postcodeList",
                  "Your recent branch searches, also kept in your browser's storage",
                  ONE_YEAR,
                ],
              ],
            },
          },
        ],
      },
      {
        heading: "Analytics, only with your permission",
        blocks: [
          `If you choose ${ACCEPT_ALL_COOKIES}, the pages record shopping events in the page's data layer, where an analytics tool can read them: products chosen from a list, things added to or taken out of your basket, the steps of the checkout and the order you place. No analytics service is connected at present, so these records stay in your browser and go when you leave the page.`,
          `If you choose ${REJECT_NON_ESSENTIAL_COOKIES}, or have not answered yet, nothing is recorded.`,
        ],
      },
      {
        heading: "Changing your mind",
        blocks: [{ slot: "cookie-choice" }],
      },
      {
        heading: "Cookies in your browser",
        blocks: [
          "You can delete or block cookies in your browser's settings. If you block the shop's own cookies, it cannot keep a basket or sign you in.",
        ],
      },
    ],
  };
}
