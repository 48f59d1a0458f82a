/**
 * The demo's address book for the address lookup (spec/1 §2 Address popup; decision 123): every
 * branch's postcode and every postcode the shop's tests and journeys type holds several addresses
 * to choose from, a few hold exactly one (the `single` state), and the same seed writes the same rows.
 */
import { normalisePostcode } from "@merchant/domain/branches";
import { describe, expect, it } from "vitest";
import { SEED_BRANDS } from "./brands.ts";
import { buildBranches, MAX_SEED_BRANCHES } from "./branches.ts";
import {
  buildPostcodeAddresses,
  DEMO_SINGLE_ADDRESSES,
  DEMO_STREET_POSTCODES,
  type SeedPostcodeAddress,
} from "./postcode-addresses.ts";
import { createRandom } from "./random.ts";

function made(seed: number, count: number) {
  const random = createRandom(seed);
  const branches = buildBranches(random.fork("branches"), count, SEED_BRANDS);
  return { branches, addresses: buildPostcodeAddresses(random.fork("postcode-addresses"), branches) };
}

function byPostcode(addresses: readonly SeedPostcodeAddress[]) {
  const groups = new Map<string, SeedPostcodeAddress[]>();
  for (const address of addresses)
    groups.set(address.postcode, [...(groups.get(address.postcode) ?? []), address]);
  return groups;
}

describe("the demo postcodes' addresses", () => {
  const { branches, addresses } = made(20261121, 64);
  const groups = byPostcode(addresses);

  it("give every branch's postcode its trading estate: the branch's own unit and a few to a dozen neighbours", () => {
    for (const branch of branches) {
      const estate = groups.get(branch.postcode) ?? [];
      expect(estate.length, branch.postcode).toBeGreaterThanOrEqual(4);
      expect(estate.length, branch.postcode).toBeLessThanOrEqual(26);
      expect(estate).toContainEqual({
        postcode: branch.postcode,
        line1: branch.address1,
        line2: branch.address2,
        city: branch.address3,
        county: branch.address4,
      });
      for (const unit of estate) expect(unit.line1).toMatch(/^Unit \d+, /);
    }
  });

  it("give each postcode the shop's tests and journeys type a street of several houses, flats or named houses", () => {
    for (const place of DEMO_STREET_POSTCODES) {
      const street = groups.get(place.postcode) ?? [];
      expect(street.length, place.postcode).toBeGreaterThanOrEqual(3);
      expect(street.length, place.postcode).toBeLessThanOrEqual(20);
      for (const address of street) expect(address).toMatchObject({ city: place.city, county: place.county });
    }
    const lines = addresses.map((address) => address.line1);
    expect(lines.some((line) => /^\d+ [A-Z]/.test(line))).toBe(true);
  });

  it("give a handful of postcodes exactly one address, however many branches are made", () => {
    expect(DEMO_SINGLE_ADDRESSES.length).toBeGreaterThanOrEqual(5);
    for (const count of [8, 64, MAX_SEED_BRANCHES]) {
      const groupsOf = byPostcode(made(1, count).addresses);
      for (const single of DEMO_SINGLE_ADDRESSES) expect(groupsOf.get(single.postcode)).toEqual([single]);
    }
  });

  it("are written as the lookup reads them: postcodes upper case with one space, every line filled or blank, none twice", () => {
    for (const address of addresses) {
      expect(normalisePostcode(address.postcode)).toBe(address.postcode);
      expect(address.line1.trim()).toBe(address.line1);
      expect(address.line1).not.toBe("");
      expect(address.city).not.toBe("");
    }
    const distinct = new Set(addresses.map((a) => `${a.postcode}|${a.line1}|${a.line2}`));
    expect(distinct.size).toBe(addresses.length);
  });

  it("keep a postcode's addresses together, in street order", () => {
    const seen: string[] = [];
    for (const address of addresses) {
      if (seen.at(-1) !== address.postcode) {
        expect(seen, address.postcode).not.toContain(address.postcode);
        seen.push(address.postcode);
      }
    }
    const numbered = (groups.get(branches[0]!.postcode) ?? []).map((unit) =>
      Number(/^Unit (\d+)/.exec(unit.line1)?.[1]),
    );
    expect(numbered).toEqual([...numbered].sort((a, b) => a - b));
  });

  it("are the same for the same seed and differ for another", () => {
    expect(made(20261121, 64).addresses).toEqual(addresses);
    expect(made(7, 64).addresses).not.toEqual(addresses);
  });
});
