/** The privacy notice: what the shop keeps about a shopper, why, who sees it and for how long. */
import { companyFacts, pageLink, reachUs } from "./shared.ts";
import type { TrustFacts, TrustPageContent } from "./types.ts";

export function privacyPage({ brandName, company }: TrustFacts): TrustPageContent {
  return {
    title: "Privacy notice",
    description: `What personal information ${brandName} keeps when you shop online, why, and your rights.`,
    intro: [
      `This notice says what personal information ${company.registeredName} ("we", trading as ${brandName}) keeps when you use this website, why we keep it, and your rights. We are the controller of that information under UK data protection law.`,
    ],
    sections: [
      {
        heading: "What we keep and why",
        blocks: [
          {
            list: [
              "Your account: your name, email address, phone number and company, and your password, kept only as a one-way hash. So you can sign in and see your orders, quotes and trade account.",
              "Your orders: what you bought, your invoice and delivery addresses, the branch and how you paid. For a card we keep only its type, last four digits and expiry date; the full number goes straight to our payment provider. So we can supply your order and keep our accounts.",
              "The newsletter: your name, email address and when you signed up, to send you the newsletter you asked for.",
              "Requests to a branch: when you ask a branch about delivery outside its area, about a quote or about trade terms, we email your details to that branch so it can answer you.",
              `Your visit: a session cookie that holds your basket, branch and sign-in (see ${pageLink("cookies", "cookies")}). Failed sign-ins are counted for each account and each internet address, to stop passwords being guessed.`,
              "Analytics, only if you choose Accept all on the cookie banner: the products you choose from lists, changes to your basket and the steps of the checkout.",
            ],
          },
        ],
      },
      {
        heading: "Our lawful reasons",
        blocks: [
          "We use your information to make and carry out our contract with you (your account and orders), because the law requires it (accounting records), in our legitimate interest in keeping the shop secure, and with your consent (the newsletter and analytics). You can withdraw consent at any time.",
        ],
      },
      {
        heading: "Who sees it",
        blocks: [
          "Our branches: the branch supplying your order, or answering your request. Our payment provider, to take card payments. Our email provider, to send the emails you asked for. We do not sell your information.",
        ],
      },
      {
        heading: "How long we keep it",
        blocks: [
          {
            list: [
              "Orders and payments: six years after the end of the financial year they fall in, as tax law requires.",
              "Your account: until you ask us to close it.",
              "The newsletter: until you ask us to stop sending it.",
              "A visit's session: 24 hours, or 30 days once you sign in.",
            ],
          },
        ],
      },
      {
        heading: "Your rights",
        blocks: [
          `You can ask for a copy of the information we hold about you, and ask us to correct it, delete it, limit what we do with it, or stop using it. To ask, ${reachUs(company)}. We answer within one month.`,
          "If you are unhappy with how we have used your information, you can complain to the Information Commissioner's Office: [ico.org.uk](https://ico.org.uk) or 0303 123 1113.",
        ],
      },
      { heading: "Who we are", blocks: [companyFacts(company)] },
    ],
  };
}
