/** The branch directory API as the store finder calls it, over the demo branches of every brand. */
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp } from "../../../test/build-test-app.ts";
import type { BranchDetail, BranchList, BranchSummary } from "@merchant/contract";

let app: FastifyInstance;
let all: BranchList;
beforeAll(async () => {
  app = await buildTestApp({ data: "demo" });
  all = (await app.inject({ url: "/api/branches" })).json();
});
afterAll(() => app.close());

const list = async (query: string): Promise<BranchList> => {
  const response = await app.inject({ url: `/api/branches?${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};
const names = (branches: BranchSummary[]) => branches.map((branch) => branch.name);
const first = (): BranchSummary => all.branches[0]!;

describe("GET /api/branches", () => {
  it("lists the branches of every brand in name order, with their addresses and features", () => {
    expect(all.total).toBe(8);
    expect(all.branches).toHaveLength(8);
    expect(new Set(all.branches.map((branch) => branch.brand.code)).size).toBe(4);
    expect(names(all.branches)).toEqual(names(all.branches).toSorted((a, b) => a.localeCompare(b)));
    for (const branch of all.branches) {
      expect(branch.address.length).toBeGreaterThanOrEqual(1);
      expect(branch.address.every((line) => line.trim() !== "")).toBe(true);
      expect(branch.brand.name).not.toBe("");
      expect(branch.features.every((feature) => all.features.includes(feature))).toBe(true);
    }
    expect(all.features).toContain("Showroom");
  });

  it("finds a branch by part of its town, any case", async () => {
    const town = first().name;
    const found = await list(`q=${encodeURIComponent(town.slice(0, 4).toUpperCase())}`);
    expect(names(found.branches)).toContain(town);
    expect(
      found.branches.every(
        (branch) =>
          branch.name.toLowerCase().includes(town.slice(0, 4).toLowerCase()) ||
          branch.fullName.toLowerCase().includes(town.slice(0, 4).toLowerCase()),
      ),
    ).toBe(true);
    expect(found.total).toBe(found.branches.length);
  });

  it("finds a branch by its postcode typed without spaces and in lower case", async () => {
    const branch = first();
    const found = await list(`q=${encodeURIComponent(branch.postcode.replace(/\s/g, "").toLowerCase())}`);
    expect(found.branches.map((b) => b.id)).toEqual([branch.id]);
  });

  it("finds a branch by its code and by its full name", async () => {
    const branch = all.branches[1]!;
    expect((await list(`q=${branch.code.toLowerCase()}`)).branches.map((b) => b.id)).toEqual([branch.id]);
    expect((await list(`q=${encodeURIComponent(branch.fullName)}`)).branches.map((b) => b.id)).toEqual([
      branch.id,
    ]);
  });

  it("answers an empty list when nothing matches", async () => {
    expect(await list("q=nowhere-at-all")).toMatchObject({ branches: [], total: 0 });
  });

  it("keeps to one brand when asked", async () => {
    const found = await list("brand=HB");
    expect(found.total).toBeGreaterThan(0);
    expect(found.branches.every((branch) => branch.brand.code === "HB")).toBe(true);
    expect(found.total).toBe(all.branches.filter((branch) => branch.brand.code === "HB").length);
  });

  it("lists stores having at least one ticked feature (spec/2 §5)", async () => {
    const expected = (ticked: string[]) =>
      all.branches.filter((b) => b.features.some((f) => ticked.includes(f))).map((b) => b.id);
    const showrooms = await list("feature=Showroom");
    expect(showrooms.branches.map((b) => b.id)).toEqual(expected(["Showroom"]));
    expect(showrooms.total).toBeLessThan(all.total);
    const either = await list("feature=showroom&feature=Tool%20Hire");
    expect(either.branches.map((b) => b.id)).toEqual(expected(["Showroom", "Tool Hire"]));
  });

  it("refuses a search longer than 100 characters, naming q", async () => {
    const response = await app.inject({ url: `/api/branches?q=${"a".repeat(101)}` });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      code: "bad_request",
      fields: { q: "Must be at most 100 characters" },
    });
  });

  it("refuses an unknown brand and an unknown feature, naming the field", async () => {
    const brand = await app.inject({ url: "/api/branches?brand=XX" });
    expect(brand.statusCode).toBe(400);
    expect(Object.keys(brand.json().error.fields)).toEqual(["brand"]);
    const feature = await app.inject({ url: "/api/branches?feature=Helipad" });
    expect(feature.statusCode).toBe(400);
    expect(Object.keys(feature.json().error.fields)).toEqual(["feature"]);
    expect(feature.json().error.message).toContain("Helipad");
  });
});

describe("GET /api/branches/:id", () => {
  it("gives a branch with its opening times, manager, position and delivery radius", async () => {
    const summary = first();
    const response = await app.inject({ url: `/api/branches/${summary.id}` });
    expect(response.statusCode).toBe(200);
    const { branch } = response.json() as { branch: BranchDetail };
    expect(branch).toMatchObject(summary);
    expect(branch.openingTimes.map((day) => day.day)).toEqual([
      "Monday",
      "Tuesday",
      "Wednesday",
      "Thursday",
      "Friday",
      "Saturday",
      "Sunday",
    ]);
    expect(branch.managerName === null || branch.managerName.trim() !== "").toBe(true);
    expect(branch.maxDeliveryMiles).toBeGreaterThan(0);
    expect(Math.abs(branch.lat)).toBeGreaterThan(49);
  });

  it("answers 404 in the error shape for an unknown branch", async () => {
    const response = await app.inject({ url: "/api/branches/999999" });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: { code: "not_found", message: "No branch with id 999999" } });
  });

  it("refuses an id that is not a number, naming id", async () => {
    const response = await app.inject({ url: "/api/branches/ipswich" });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      code: "bad_request",
      fields: { id: "Must be a whole number" },
    });
  });
});
