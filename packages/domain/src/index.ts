/**
 * The specs' rules, one namespace per business context. Prefer the subpath imports
 * (`@merchant/domain/money`); this index serves callers that want several at once.
 */
export * as accountDocuments from "./account-documents/index.ts";
export * as accounts from "./accounts/index.ts";
export * as address from "./address/index.ts";
export * as basket from "./basket/index.ts";
export * as brandTheme from "./brand-theme/index.ts";
export * as branches from "./branches/index.ts";
export * as calculators from "./calculators/index.ts";
export * as carousels from "./carousels/index.ts";
export * as catalog from "./catalog/index.ts";
export * as checkout from "./checkout/index.ts";
export * as clearance from "./clearance/index.ts";
export * as forms from "./forms/index.ts";
export * as fulfilment from "./fulfilment/index.ts";
export * as money from "./money/index.ts";
export * as newsletter from "./newsletter/index.ts";
export * as orders from "./orders/index.ts";
export * as partner from "./partner/index.ts";
export * as partnering from "./partnering/index.ts";
export * as payments from "./payments/index.ts";
export * as quotes from "./quotes/index.ts";
export * as search from "./search/index.ts";
export * as session from "./session/index.ts";
export * as site from "./site/index.ts";
export * as surveys from "./surveys/index.ts";
export * as van from "./van/index.ts";
export * from "./shared/index.ts";
