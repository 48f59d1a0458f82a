import { describe, expect, it } from "vitest";
import { BRANCH_DOES_NOT_SUPPORT_ACCOUNT_MESSAGE, CHOOSE_ACCOUNT_MESSAGE } from "@merchant/domain/accounts";
import { ApiError } from "~/lib/api.ts";
import {
  collectionSetFailure,
  deliveryChargesFailure,
  deliveryPostcodeFailure,
  selectorSearchFailure,
  storeLookupFailure,
  termsRequestFailure,
} from "./failure-messages.ts";

const refused = (status: number, message: string) => new ApiError(status, { code: "x", message });
const offline = new TypeError("Failed to fetch");

describe("failed store and delivery calls (spec/2 §7, §8)", () => {
  it("shows the server's message for a place it does not know, in the results", () => {
    const unknown = refused(404, "We could not find ZZ9 9ZZ.");
    expect(selectorSearchFailure(unknown)).toBe("We could not find ZZ9 9ZZ.");
    expect(storeLookupFailure(unknown)).toBe("We could not find ZZ9 9ZZ.");
    expect(deliveryPostcodeFailure(unknown)).toBe("We could not find ZZ9 9ZZ.");
  });

  it("shows the generic words when the call itself failed", () => {
    expect(selectorSearchFailure(offline)).toBe(
      "Sorry there has been an error, please check the postcode and try again.",
    );
    expect(deliveryPostcodeFailure(refused(500, "boom"))).toBe(
      "Sorry there has been an error, please check the postcode and try again.",
    );
    expect(storeLookupFailure(offline)).toBe(
      "We could not locate any stores from the location entered, please try again",
    );
  });

  it("asks for a valid delivery postcode when the API refuses the one typed", () => {
    expect(deliveryPostcodeFailure(refused(400, "Bad request"))).toBe(
      "Please enter a valid Delivery postcode to proceed.",
    );
  });

  it("asks for a valid postcode for delivery charges", () => {
    expect(deliveryChargesFailure(refused(404, "Unknown"))).toBe(
      "Please enter a valid postcode to show delivery information.",
    );
    expect(deliveryChargesFailure(offline)).toBe(
      "Sorry there has been an error, please check the postcode and try again.",
    );
  });

  it("puts a refused collection branch in the error area, and leaves a silent shop to 'Branch NOT Set'", () => {
    expect(collectionSetFailure(refused(409, "This branch does not sell online."))).toBe(
      "This branch does not sell online.",
    );
    expect(collectionSetFailure(refused(409, " "))).toBe("A generic error occurred!! Please try again.");
    expect(collectionSetFailure(offline)).toBeNull();
    expect(collectionSetFailure(refused(503, "down"))).toBeNull();
  });

  it("shows why a change was refused for want of the trade account's answer (spec/2 §4)", () => {
    for (const message of [CHOOSE_ACCOUNT_MESSAGE, BRANCH_DOES_NOT_SUPPORT_ACCOUNT_MESSAGE]) {
      expect(deliveryPostcodeFailure(refused(409, message))).toBe(message);
      expect(collectionSetFailure(refused(409, message))).toBe(message);
    }
    // Another conflict is not the postcode's to explain.
    expect(deliveryPostcodeFailure(refused(409, "Something else."))).toBe(
      "Sorry there has been an error, please check the postcode and try again.",
    );
  });

  it("words a request of trade terms that failed: the refusal, or ours when the shop did not answer", () => {
    expect(termsRequestFailure(refused(429, "Too many requests, please wait a minute."))).toBe(
      "Too many requests, please wait a minute.",
    );
    expect(termsRequestFailure(offline)).toBe(
      "Sorry, your request could not be sent just now. Please try again.",
    );
    expect(termsRequestFailure(refused(503, "down"))).toBe(
      "Sorry, your request could not be sent just now. Please try again.",
    );
  });
});
