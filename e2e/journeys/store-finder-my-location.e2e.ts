/**
 * Journey: 'Use my location' on the store finder (spec/1 §8). Allowed, Chromium's emulated position
 * becomes a postcode in the box and the branches nearest it; refused, the 'Geo Lookup Failed'
 * dialog says so and nothing is searched.
 */
import { expect, test } from "vitest";
import type { BranchList, NearbyBranches, Place } from "@merchant/contract";
import { main } from "../support/frame.ts";
import {
  expectAccessible,
  openShop,
  readApi,
  screenshotOpenStateBothSizes,
  useBrowser,
  visit,
} from "../support/shop.ts";

const browser = useBrowser();

test("allowed, the shopper's position finds the branches nearest them", async () => {
  const { context, page } = await openShop(browser());
  try {
    const { branches } = await readApi<BranchList>(page, "/api/branches");
    const { branch } = await readApi<{ branch: { lat: number; lng: number } }>(
      page,
      `/api/branches/${branches[0]!.id}`,
    );
    await context.grantPermissions(["geolocation"]);
    await context.setGeolocation({ latitude: branch.lat, longitude: branch.lng });
    const { place } = await readApi<{ place: Place }>(
      page,
      `/api/places/reverse?lat=${branch.lat}&lng=${branch.lng}`,
    );
    const near = place.postcode ?? place.label;

    await visit(page, "/storefinder");
    await main(page).getByRole("button", { name: "Use my location" }).click();
    await page.waitForURL((url) => url.searchParams.get("near") === near);
    expect(await main(page).getByRole("combobox", { name: "Postcode or town" }).inputValue()).toBe(near);
    const expected = await readApi<NearbyBranches>(
      page,
      `/api/branches/nearby?near=${encodeURIComponent(near)}`,
    );
    await expect
      .poll(() =>
        main(page)
          .getByRole("list", { name: "Branches, closest first" })
          .getByRole("heading", { level: 2 })
          .allInnerTexts(),
      )
      .toEqual(expected.branches.map((b) => b.name.toUpperCase()));
  } finally {
    await context.close();
  }
});

test("refused, the 'Geo Lookup Failed' dialog says so", async () => {
  const { context, page } = await openShop(browser());
  try {
    await context.clearPermissions();
    await visit(page, "/storefinder");
    await main(page).getByRole("button", { name: "Use my location" }).click();
    const dialog = page.getByRole("dialog", { name: "Geo Lookup Failed" });
    await dialog.getByText("Sorry, permission to access your location was denied.").waitFor();
    expect(new URL(page.url()).search, "nothing searched").toBe("");
    await expectAccessible(page, "the 'Geo Lookup Failed' dialog");
    await screenshotOpenStateBothSizes(page, "store-finder-my-location-denied");
  } finally {
    await context.close();
  }
});
