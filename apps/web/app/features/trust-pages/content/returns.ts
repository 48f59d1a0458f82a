/** Returns and refunds: the consumer's 14 days to cancel, faulty goods, trade and clearance items. */
import { CANCELLATION_DAYS, reachUs } from "./shared.ts";
import type { TrustFacts, TrustPageContent } from "./types.ts";

export function returnsPage({ brandName, company }: TrustFacts): TrustPageContent {
  return {
    title: "Returns and refunds",
    description: `How to cancel an online order with ${brandName}, return goods and get a refund, and what to do about faulty goods.`,
    intro: ["If you change your mind about an online order, or something is faulty, this is what to do."],
    sections: [
      {
        heading: "Changing your mind",
        blocks: [
          `If you bought online as a consumer, you can cancel your order within ${CANCELLATION_DAYS} days of the day you receive the goods (or collect them), without giving a reason. This is your right under the Consumer Contracts Regulations 2013.`,
          `To cancel, ${reachUs(company)} with your order reference. Then bring or send the goods back to the branch that supplied them within ${CANCELLATION_DAYS} days of telling us, unused and in their packaging where you can.`,
        ],
      },
      {
        heading: "Your refund",
        blocks: [
          `We refund the price of the goods and the delivery charge within ${CANCELLATION_DAYS} days of receiving them back (or proof that you have sent them), to the card you paid with, or to your trade account if you paid on account.`,
          "Returning goods you have changed your mind about is at your cost. If goods have been handled more than was needed to look them over, we may take off the loss in their value.",
        ],
      },
      {
        heading: "What you cannot return for a change of mind",
        blocks: [
          {
            list: [
              "Goods made or cut to your own measurements.",
              "Goods sealed for health or hygiene reasons, once unsealed.",
              "Goods that have been mixed with other things after delivery, such as sand or aggregate tipped from its bag.",
            ],
          },
        ],
      },
      {
        heading: "Faulty goods",
        blocks: [
          `Goods must be of satisfactory quality, fit for purpose and as described (Consumer Rights Act 2015). If something is not, ${reachUs(company)}, with photographs if you can. Within 30 days of receiving it you can have a full refund; after that we will repair or replace it, or refund you if that cannot be done. We pay the cost of returning faulty goods.`,
        ],
      },
      {
        heading: "Clearance items",
        blocks: [
          "A clearance item shows why it is reduced (ex-display, damaged packaging and so on). That reason is not a fault to return it for; everything else on this page applies to it as to any other item.",
        ],
      },
      {
        heading: "Trade account orders",
        blocks: [
          "Orders on a trade account are business purchases, outside the consumer right to cancel. Faulty goods are put right as above; to return stock you no longer need, talk to your branch.",
        ],
      },
    ],
  };
}
