/** The address popup's two API calls, made from the browser with the CSRF token and the 30 s time-out. */
import { answer, browserApi, timeout } from "~/lib/api.ts";

/** spec/1 §7 lookupAddress: a postcode's addresses (select), its one address (single), or 'invalid postcode' (error). */
export const lookUpAddresses = (postcode: string) =>
  answer(browserApi.POST("/api/address/lookup", { body: { postcode }, ...timeout() }));

/** spec/1 §7 populateAddress: the address a key from the list stands for. */
export const populateAddress = (key: string) =>
  answer(browserApi.POST("/api/address/populate", { body: { key }, ...timeout() }));
