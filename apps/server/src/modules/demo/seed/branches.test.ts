import { isValidPostcode } from "@merchant/domain/branches";
import { describe, expect, it } from "vitest";
import { SEED_BRANDS } from "./brands.ts";
import { buildBranches, STORE_FEATURES } from "./branches.ts";
import { createRandom } from "./random.ts";
import { SEED_TOWNS } from "./towns.ts";

const branches = buildBranches(createRandom(20261121).fork("branches"), 64, SEED_BRANDS);
const townOf = new Map(SEED_TOWNS.map((t) => [t.name, t]));

describe("demo branches", () => {
  it("stand in different real towns, every brand in several", () => {
    expect(new Set(branches.map((b) => b.name)).size).toBe(64);
    for (const brand of SEED_BRANDS)
      expect(branches.filter((b) => b.brandCode === brand.code).length).toBe(16);
    for (const branch of branches) {
      const brand = SEED_BRANDS.find((b) => b.code === branch.brandCode);
      expect(branch.erp).toBe(brand?.erp);
      expect(branch.fullName).toBe(`${brand?.name} ${branch.name}`);
    }
  });

  it("have ERP codes like BU014 and slugs like ipswich-bu014, both unique", () => {
    for (const branch of branches) {
      expect(branch.code).toMatch(new RegExp(`^${branch.brandCode}\\d{3}$`));
      expect(branch.slug).toMatch(new RegExp(`^[a-z-]+-${branch.code.toLowerCase()}$`));
    }
    expect(new Set(branches.map((b) => b.code)).size).toBe(64);
    expect(new Set(branches.map((b) => b.slug)).size).toBe(64);
  });

  it("have valid UK postcodes in their own town's outward codes, and coordinates near the town", () => {
    for (const branch of branches) {
      const town = townOf.get(branch.name);
      expect(isValidPostcode(branch.postcode), branch.postcode).toBe(true);
      expect(town?.outwardCodes).toContain(branch.postcode.split(" ")[0]);
      expect(Math.abs(branch.lat - (town?.lat ?? 0))).toBeLessThan(0.05);
      expect(Math.abs(branch.lng - (town?.lng ?? 0))).toBeLessThan(0.05);
    }
  });

  it("have a four-line address ending in the county, a UK phone number and an email", () => {
    for (const branch of branches) {
      expect(branch.address1).toMatch(/^Unit \d+, .+ (Estate|Park)$/);
      expect(branch.address3).toBe(branch.name);
      expect(branch.address4).toBe(townOf.get(branch.name)?.county);
      expect(branch.phone).toMatch(/^0\d{2,4} \d{3,4} ?\d{3,4}$/);
      expect(branch.phone.replace(/\s/g, "")).toHaveLength(11);
      expect(branch.email).toMatch(/^[a-z-]+\.[a-z]{2}\d{3}@[a-z]+\.example$/);
    }
  });

  it("mostly open 07:00–17:00 on weekdays with shorter Saturdays and closed Sundays", () => {
    const usual = branches.filter((b) => {
      const [monday, , , , , saturday, sunday] = b.openingTimes;
      return (
        monday?.opens === "07:00" &&
        monday.closes === "17:00" &&
        saturday?.closes === "12:00" &&
        sunday?.opens === null
      );
    });
    expect(usual.length).toBeGreaterThan(branches.length / 2);
    expect(usual.length).toBeLessThan(branches.length);
    for (const branch of branches) expect(branch.openingTimes.map((d) => d.day)).toHaveLength(7);
  });

  it("vary in manager, features, delivery radius and whether web baskets are taken", () => {
    expect(branches.some((b) => b.managerName === null)).toBe(true);
    expect(branches.filter((b) => b.managerName !== null).length).toBeGreaterThan(40);
    const inactive = branches.filter((b) => !b.basketEcommerceActive).length;
    expect(inactive).toBeGreaterThan(0);
    expect(inactive).toBeLessThan(10);
    for (const branch of branches) {
      expect(branch.maxDeliveryMiles).toBeGreaterThanOrEqual(15);
      expect(branch.maxDeliveryMiles).toBeLessThanOrEqual(50);
      for (const feature of branch.features) expect(STORE_FEATURES).toContain(feature);
    }
    const used = new Set(branches.flatMap((b) => b.features));
    expect(used.size).toBe(STORE_FEATURES.length);
  });

  it("deliver on varied days (issue 12): most Monday to Friday with a lead of 1 to 3 days, some Monday to Saturday, a few two or three days a week", () => {
    const days = (b: (typeof branches)[number]) => b.deliveryWeekdays.join(",");
    const weekdays = branches.filter((b) => days(b) === "1,2,3,4,5");
    const withSaturdays = branches.filter((b) => days(b) === "1,2,3,4,5,6");
    const partWeek = branches.filter((b) => b.deliveryWeekdays.length <= 3);
    expect(weekdays.length).toBeGreaterThan(branches.length / 2);
    expect(withSaturdays.length).toBeGreaterThan(branches.length / 10);
    expect(partWeek.length).toBeGreaterThan(0);
    expect(weekdays.length + withSaturdays.length + partWeek.length).toBe(branches.length);
    for (const branch of branches) {
      expect(branch.deliveryLeadDays).toBeGreaterThanOrEqual(1);
      expect(branch.deliveryLeadDays).toBeLessThanOrEqual(3);
      expect([...branch.deliveryWeekdays].sort()).toEqual(branch.deliveryWeekdays);
      for (const day of branch.deliveryWeekdays) expect(day >= 1 && day <= 6).toBe(true);
    }
    for (const branch of partWeek) expect(branch.deliveryWeekdays.length).toBeGreaterThanOrEqual(2);
    expect(new Set(branches.map((b) => b.deliveryLeadDays))).toEqual(new Set([1, 2, 3]));
    // The same seed gives the same days.
    const again = buildBranches(createRandom(20261121).fork("branches"), 64, SEED_BRANDS);
    expect(again.map(days)).toEqual(branches.map(days));
  });
});
