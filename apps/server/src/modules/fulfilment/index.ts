/**
 * The fulfilment module's public surface: its services, built once per database over the branch
 * directory, the geocoder and the outbox, and the stock mirror's part in the app's life.
 */
export { fulfilmentFor } from "./services.ts";
export { stockMirrorPlugin, stockChangesApplied } from "./stock-mirror-plugin.ts";
export { branchInForce, fulfilmentPatch, readFulfilmentData, type FulfilmentData } from "./session-data.ts";
export { shopperFulfilment } from "./shopper.ts";
export { locationOf, type BranchTerms } from "./branch-terms.ts";
