// @vitest-environment happy-dom
import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { findMyPlace, useMyLocation } from "./use-my-location.ts";

const ipswich = { label: "IP1 1AA", postcode: "IP1 1AA", lat: 52.0567, lng: 1.1482 };

function secure(isSecure: boolean) {
  Object.defineProperty(window, "isSecureContext", { value: isSecure, configurable: true });
}

/** The browser's geolocation answering with a position, or failing with a W3C error code. */
function geolocation(answer: { lat: number; lng: number } | { code: number }) {
  const getCurrentPosition = vi.fn((found: PositionCallback, failed?: PositionErrorCallback | null) => {
    if ("code" in answer) failed?.({ code: answer.code } as GeolocationPositionError);
    else found({ coords: { latitude: answer.lat, longitude: answer.lng } } as GeolocationPosition);
  });
  Object.defineProperty(navigator, "geolocation", { value: { getCurrentPosition }, configurable: true });
  return getCurrentPosition;
}

/** The API's reverse geocoder: `GET /api/places/reverse` answering with `status` and `body`. */
function reverseGeocoder(status: number, body: unknown) {
  const fetch = vi.fn(async (request: Request) => {
    expect(new URL(request.url).pathname).toBe("/api/places/reverse");
    return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
  });
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

beforeEach(() => secure(true));
afterEach(() => vi.unstubAllGlobals());

describe("use my location (spec/1 §8)", () => {
  it("asks the API for the postcode of the browser's position", async () => {
    geolocation({ lat: 52.0567, lng: 1.1482 });
    const fetch = reverseGeocoder(200, { place: ipswich });
    expect(await findMyPlace()).toEqual({ place: ipswich });
    const asked = new URL(fetch.mock.calls[0]![0].url);
    expect(Object.fromEntries(asked.searchParams)).toEqual({ lat: "52.0567", lng: "1.1482" });
  });

  it("needs a secure connection, and links to the page over https", async () => {
    secure(false);
    const asked = geolocation({ lat: 52, lng: 1 });
    expect(await findMyPlace()).toEqual({
      failure: {
        title: "Geo Lookup Failed",
        message: "A secure connection is required to access your location please click here to redirect",
        httpsAddress: window.location.href.replace("http:", "https:"),
      },
    });
    expect(asked).not.toHaveBeenCalled();
  });

  it.each([
    [1, "Sorry, permission to access your location was denied."],
    [2, "Your position is currently unavailable."],
    [3, "Sorry, your request to grant/deny permission has timed out."],
    [9, "Sorry, an unknown error has occurred."],
  ])("says why the browser gave no position (code %i)", async (code, message) => {
    geolocation({ code });
    const fetch = reverseGeocoder(200, { place: ipswich });
    expect(await findMyPlace()).toEqual({
      failure: { title: "Geo Lookup Failed", message, httpsAddress: null },
    });
    expect(fetch).not.toHaveBeenCalled();
  });

  it("says 'No results found' when no postcode is near the position", async () => {
    geolocation({ lat: 0, lng: 0 });
    reverseGeocoder(404, { error: { code: "not_found", message: "No postcode near there" } });
    expect(await findMyPlace()).toMatchObject({
      failure: { title: "Geo Lookup Failed", message: "No results found" },
    });
  });

  it("names the reason when the geocoder fails", async () => {
    geolocation({ lat: 52, lng: 1 });
    reverseGeocoder(400, { error: { code: "bad_request", message: "lat must be a latitude" } });
    expect(await findMyPlace()).toMatchObject({
      failure: { message: "Geocoder failed due to: bad_request" },
    });
    vi.stubGlobal("fetch", async () => Promise.reject(new TypeError("Failed to fetch")));
    expect(await findMyPlace()).toMatchObject({
      failure: { message: "Geocoder failed due to: unreachable" },
    });
  });

  it("gives the place to the page, or keeps the failure for its dialog until dismissed", async () => {
    geolocation({ lat: 52.0567, lng: 1.1482 });
    reverseGeocoder(200, { place: ipswich });
    const { result } = renderHook(() => useMyLocation());
    let place: unknown;
    await act(async () => void (place = await result.current.locate()));
    expect(place).toEqual(ipswich);
    expect(result.current.failure).toBeNull();

    geolocation({ code: 1 });
    await act(async () => void (place = await result.current.locate()));
    expect(place).toBeNull();
    expect(result.current.failure?.message).toBe("Sorry, permission to access your location was denied.");
    expect(result.current.locating).toBe(false);
    act(() => result.current.dismissFailure());
    expect(result.current.failure).toBeNull();
  });
});
