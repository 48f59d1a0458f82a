/** The address popup's two API calls, made from the browser with the CSRF token and the 30 s time-out. */
import { answer, browserApi, timeout } from "~/lib/api.ts";

/**
 * spec/1 §7 lookupAddress: a postcode's addresses (select), its one address (single), or 'invalid
 * postcode' (error); with a house number or name (spec/1 §3 LookupNumber) only those that hold it.
 */
export const lookUpAddresses = (postcode: string, number?: string) =>
  answer(
    browserApi.POST("/api/address/lookup", {
      body: number === undefined ? { postcode } : { postcode, number },
      ...timeout(),
    }),
  );

/** spec/1 §7 populateAddress: the address a key from the list stands for. */
export const populateAddress = (key: string) =>
  answer(browserApi.POST("/api/address/populate", { body: { key }, ...timeout() }));
