import type { AccountSwitch, TradeAccount } from "@merchant/contract";

/** A trade account as the API answers it; credit remaining is the limit less the balance. */
export function tradeAccount(
  fields: Partial<TradeAccount> & Pick<TradeAccount, "id" | "accNumber" | "name">,
): TradeAccount {
  const creditLimit = fields.creditLimit ?? 500_000;
  const balance = fields.balance ?? 0;
  return {
    erp: "bistrack",
    erpFriendly: "BisTrack",
    brand: "BU",
    isNative: true,
    active: false,
    creditRemaining: creditLimit - balance,
    ...fields,
    creditLimit,
    balance,
  };
}

/** Active, £5,000.00 limit, £1,234.56 owed. */
export const yardAccount = tradeAccount({
  id: 11,
  accNumber: "100234",
  name: "Carter Building Ltd",
  creditLimit: 500_000,
  balance: 123_456,
  active: true,
});

/** On another ERP and £250.00 over its £1,000.00 limit. */
export const counteractAccount = tradeAccount({
  id: 12,
  accNumber: "200456",
  name: "Carter Roofing",
  erp: "counteract",
  erpFriendly: "Counteract",
  isNative: false,
  creditLimit: 100_000,
  balance: 125_000,
});

/** £20.00 in credit on a £500.00 limit. */
export const inCreditAccount = tradeAccount({
  id: 13,
  accNumber: "300789",
  name: "Carter Groundworks",
  creditLimit: 50_000,
  balance: -2_000,
});

export const enquiryReply: AccountSwitch = {
  outcome: "trade-terms-enquiry",
  title: "Trade Terms Enquiry",
  message:
    "You don't currently have trade terms with the Builders United Leeds branch. Please select another branch.",
};

export const requestTermsReply: AccountSwitch = {
  outcome: "request-terms",
  account: counteractAccount,
  branch: {
    id: 7,
    brand: "Builders United",
    name: "Leeds",
    phone: "0113 234 5678",
    email: "leeds@buildersunited.example",
  },
};
