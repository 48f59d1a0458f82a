export * from "./messages.ts";
export * from "./payment-amount.ts";
export * from "./account-payment.ts";
export * from "./single-payment.ts";
export * from "./invoice-payment.ts";
export * from "./invoice-export.ts";
