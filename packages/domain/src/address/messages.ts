/** spec/1 §8: the address-lookup helper's rejections, and how long the popup shows a lookup error. */
export const ADDRESS_LOOKUP_FAILURES = {
  unexpected: "unexpected response",
  invalidPostcode: "invalid postcode",
  matchingFailed: "address matching failed",
} as const;
export const ADDRESS_LOOKUP_ERROR_MS = 5000;
