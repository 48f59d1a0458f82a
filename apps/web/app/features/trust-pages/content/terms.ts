/** Terms and conditions: what an order on this website is, for consumers and trade account holders. */
import { CANCELLATION_DAYS, companyFacts, pageLink, reachUs } from "./shared.ts";
import type { TrustFacts, TrustPageContent } from "./types.ts";

export function termsPage({ brandName, company }: TrustFacts): TrustPageContent {
  return {
    title: "Terms and conditions",
    description: `The terms on which ${brandName} sells online: prices, orders, payment, delivery, cancelling and trade accounts.`,
    intro: [
      `These terms apply to every order placed on this website with ${brandName}. Please read them before you order. If you have a trade account, the terms agreed with your branch apply as well.`,
    ],
    sections: [
      {
        heading: "Who we are",
        blocks: [
          `${brandName} is the trading name of ${company.registeredName}. To reach us, ${reachUs(company)}.`,
          companyFacts(company),
        ],
      },
      {
        heading: "Prices and VAT",
        blocks: [
          "Prices are in pounds sterling. The switch at the top of every page shows them including or excluding VAT; what you pay includes VAT at each product's rate.",
          "Prices can differ from branch to branch. The price shown is the price at the branch you collect from, or at the branch that delivers to your postcode. With a trade account, you see your account's prices once you sign in, at a branch where the account has terms.",
          `Collection from a branch is free. Delivery is charged by distance from the delivering branch (see ${pageLink("delivery information", "delivery")}); your basket and the checkout show the charge before you pay.`,
        ],
      },
      {
        heading: "Your order",
        blocks: [
          "When you press Place order, we check the prices and stock again, set the stock aside for you and take payment. The contract between us is made when the checkout shows your order reference. We email a confirmation to the address you gave.",
          "If we find we cannot supply something you ordered, we will tell you and refund what you paid for it.",
        ],
      },
      {
        heading: "Paying",
        blocks: [
          "You can pay by debit or credit card. Your card details go to our payment provider: we keep only the card's type, its last four digits and its expiry date.",
          "A trade account holder can charge an order to the account, within its credit limit.",
        ],
      },
      {
        heading: "Cancelling and returns",
        blocks: [
          `If you are a consumer, you can cancel an online order within ${CANCELLATION_DAYS} days of receiving the goods, without giving a reason, under the Consumer Contracts Regulations 2013. Goods that are faulty or not as described are covered by the Consumer Rights Act 2015. How to do either is on our ${pageLink("returns page", "returns")}. These terms do not affect your legal rights.`,
        ],
      },
      {
        heading: "Trade accounts",
        blocks: [
          "Trade accounts are opened by our branches, not on this website. An account's prices, credit limit and payment terms are those agreed with the branch.",
          "Your statement and open invoices are in Your account, where you can also pay invoices by card. Orders on a trade account are business purchases: the consumer cancellation right does not apply to them, but the goods must still be as described and of satisfactory quality.",
        ],
      },
      {
        heading: "Our responsibility to you",
        blocks: [
          "We are responsible for loss or damage you suffer that is a foreseeable result of our breaking these terms or failing to take reasonable care. We are not responsible for loss that could not be foreseen, or, if you buy for a business, for loss of profit or of business.",
          "Nothing in these terms limits our responsibility for death or personal injury caused by our negligence, or for fraud.",
        ],
      },
      {
        heading: "The law that applies",
        blocks: [
          "These terms are governed by the law of England and Wales. If you live in Scotland or Northern Ireland, you can also bring proceedings in your own courts.",
        ],
      },
    ],
  };
}
