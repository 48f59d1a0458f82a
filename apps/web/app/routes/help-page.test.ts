import { describe, expect, it } from "vitest";
import { json, runLoader, statusOf } from "~/lib/testing/loader-calls.ts";
import { loader } from "./help-page.tsx";

const bands = [{ fromMiles: 0, upToMiles: 5, chargeExVat: 1500, chargeIncVat: 1800 }];
const load = (topic: string) => runLoader(loader, `/help/${topic}`, () => json({ bands }), { topic });

describe("the trust pages' loader (/help/{topic})", () => {
  it("reads the brand's delivery charges for the delivery page", async () => {
    const { result, calls } = await load("delivery");
    expect(result).toEqual({ slug: "delivery", chargeBands: bands });
    expect(calls).toEqual(["/api/delivery/charge-bands"]);
  });

  it("asks nothing more for the other pages: the brand's company comes with the root's site data", async () => {
    for (const topic of ["terms-and-conditions", "privacy", "cookies", "returns", "contact-us"]) {
      const { result, calls } = await load(topic);
      expect(result).toEqual({ slug: topic, chargeBands: undefined });
      expect(calls).toEqual([]);
    }
  });

  it("is the page's 404 for any other topic", async () => {
    const { thrown, calls } = await load("careers");
    expect(statusOf(thrown)).toBe(404);
    expect(calls).toEqual([]);
  });
});
