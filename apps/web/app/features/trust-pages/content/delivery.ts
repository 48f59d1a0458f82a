/** Delivery information: the brand's charges by distance, delivery days, collection. */
import { STOCK_DIRECT_SHIP_TEXT } from "@merchant/domain/fulfilment";
import { formatPounds } from "@merchant/domain/money";
import type { TrustFacts, TrustPageContent } from "./types.ts";

const distance = (fromMiles: number, upToMiles: number) =>
  fromMiles === 0 ? `Up to ${upToMiles} miles` : `${fromMiles} to ${upToMiles} miles`;

export function deliveryPage({ brandName, chargeBands = [] }: TrustFacts): TrustPageContent {
  return {
    title: "Delivery information",
    description: `How ${brandName} delivers: charges by distance from the branch, choosing a delivery day, and collecting from a branch for free.`,
    intro: [
      "We deliver from our branches: your order comes from the nearest branch that delivers to your postcode. Or collect it from a branch, free.",
    ],
    sections: [
      {
        heading: "Delivery charges",
        blocks: [
          "One charge per order, by the distance from the delivering branch to your postcode:",
          {
            table: {
              caption: `${brandName} delivery charges`,
              head: ["Distance from the branch", "Charge ex VAT", "Charge inc VAT"],
              rows: chargeBands.map((band) => [
                distance(band.fromMiles, band.upToMiles),
                formatPounds(band.chargeExVat),
                formatPounds(band.chargeIncVat),
              ]),
            },
          },
          "Give your postcode in the branch chooser at the top of any page, or on a product page, to see your own charge. Your basket and the checkout show it before you pay.",
        ],
      },
      {
        heading: "Choosing your delivery day",
        blocks: [
          "At the checkout you choose the day, up to six weeks ahead, from the days your branch delivers. The earliest is one to three days after your order, depending on the branch; bank holidays are left out. Your order confirmation shows the day.",
          `A few products come straight from their maker: the stock line on their page says '${STOCK_DIRECT_SHIP_TEXT}'.`,
        ],
      },
      {
        heading: "Outside our delivery area",
        blocks: [
          "Each branch delivers within its own distance. If no branch delivers to your postcode, the shop tells you, and you can send your details to the nearest branch, which will contact you about delivery.",
        ],
      },
      {
        heading: "Collecting from a branch",
        blocks: [
          "Choose Click and collect and a branch. Collection is free. The branch is sent your order as soon as you place it and gets it ready: bring your order reference. Clearance items are for collection only, from the branch that has them.",
          "[Find a branch, its opening times and phone number](/storefinder)",
        ],
      },
    ],
  };
}
