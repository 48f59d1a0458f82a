import { describe, expect, it } from "vitest";
import { ADDRESS_LOOKUP_ERROR_MS, readAddressLookupReply } from "./index.ts";

const address = { InternalLine1: "4 Mill Lane", InternalLine2: "", City: "Ipswich", Province: "Suffolk" };

describe("spec/1 §3, §8 — address lookup replies", () => {
  it("offers the choices of a select reply", () => {
    const list = [{ key: "a1", label: "4 Mill Lane, Ipswich" }];
    expect(readAddressLookupReply({ state: "select", list })).toEqual({
      ok: true,
      value: { kind: "choose", choices: list },
    });
  });
  it.each(["single", "success"])("fills the address of a %s reply", (state) => {
    expect(readAddressLookupReply({ state, address })).toEqual({
      ok: true,
      value: { kind: "fill", address },
    });
  });
  it("asks for the one address of a single reply that names only its key", () => {
    expect(readAddressLookupReply({ state: "single", key: "a12", list: [] })).toEqual({
      ok: true,
      value: { kind: "populate", key: "a12" },
    });
  });
  it("fills at once, keeping the key, when a single reply carries its address", () => {
    const withPostcode = { ...address, PostCode: "IP1 1AA" };
    expect(readAddressLookupReply({ state: "single", key: "a12", address: withPostcode })).toEqual({
      ok: true,
      value: { kind: "fill", address: withPostcode, key: "a12" },
    });
  });
  it("rejects with 'address matching failed' when nothing matched", () => {
    expect(readAddressLookupReply({ state: "select", list: [] })).toMatchObject({
      ok: false,
      message: "address matching failed",
    });
    expect(readAddressLookupReply({ state: "single" })).toMatchObject({
      ok: false,
      message: "address matching failed",
    });
  });
  it("rejects with 'invalid postcode' on an error reply", () => {
    expect(readAddressLookupReply({ state: "error", message: "Unknown" })).toMatchObject({
      ok: false,
      code: "invalidPostcode",
      message: "invalid postcode",
    });
  });
  it.each([null, "text", 3, {}, { state: "other" }])("rejects %j with 'unexpected response'", (reply) => {
    expect(readAddressLookupReply(reply)).toMatchObject({
      ok: false,
      code: "unexpected",
      message: "unexpected response",
    });
  });
  it("shows a lookup error for 5 seconds", () => {
    expect(ADDRESS_LOOKUP_ERROR_MS).toBe(5000);
  });
});
