import { describe, expect, it } from "vitest";
import { geocoderFailureMessage, geoLookupErrorFromCode, geoLookupFailure } from "./geo-lookup.ts";

describe("spec/1 §8 Error catalogue — location lookup", () => {
  it.each([
    [
      "insecure-connection",
      "A secure connection is required to access your location please click here to redirect",
    ],
    ["permission-denied", "Sorry, permission to access your location was denied."],
    ["timeout", "Sorry, your request to grant/deny permission has timed out."],
    ["unknown", "Sorry, an unknown error has occurred."],
    ["position-unavailable", "Your position is currently unavailable."],
  ] as const)("%s reads %j under 'Geo Lookup Failed'", (error, message) => {
    expect(geoLookupFailure(error)).toEqual({
      title: "Geo Lookup Failed",
      message,
      redirectToHttps: error === "insecure-connection",
    });
  });

  it("maps the browser's error codes", () => {
    expect(geoLookupErrorFromCode(1)).toBe("permission-denied");
    expect(geoLookupErrorFromCode(2)).toBe("position-unavailable");
    expect(geoLookupErrorFromCode(3)).toBe("timeout");
    expect(geoLookupErrorFromCode(0)).toBe("unknown");
    expect(geoLookupErrorFromCode(Number.NaN)).toBe("unknown");
  });
});

describe("spec/1 §8 Error catalogue — geocoder", () => {
  it("is no failure when OK with results", () => {
    expect(geocoderFailureMessage("OK", 2)).toBeNull();
  });
  it("reads 'No results found' when OK without results", () => {
    expect(geocoderFailureMessage("OK", 0)).toBe("No results found");
  });
  it("names any other status", () => {
    expect(geocoderFailureMessage("OVER_QUERY_LIMIT", 0)).toBe("Geocoder failed due to: OVER_QUERY_LIMIT");
    expect(geocoderFailureMessage("ZERO_RESULTS", 0)).toBe("Geocoder failed due to: ZERO_RESULTS");
  });
});
