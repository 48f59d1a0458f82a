/**
 * Journeys: the calculators (issue 16; spec/1 §9 stove size, spec/2 §5, §9 aggregate, brick and
 * unit converter). A shopper sizes a stove for a 5 × 8 × 2.5 m room, counts bricks for a 10 m²
 * wall, converts a length, and puts the bags of sand for a patio base into the basket; the brick
 * calculator also answers without JavaScript. On a kerb's product page the shopper opens its
 * piece calculator ('Need help to calculate?'), counts the kerbs for a run, adds them to the
 * basket and finds the calculator still open after the page's add-to-basket area is drawn again.
 */
import { pieceMeasureOf, piecesNeeded } from "@merchant/domain/catalog";
import { expect, test } from "vitest";
import { addButton, collectFromABranch, readBasket, suppliedProducts } from "../support/basket.ts";
import { main } from "../support/frame.ts";
import {
  asShopper,
  expectAccessible,
  JOURNEY_TIMEOUT_MS,
  screenshotBothSizes,
  screenshotOpenStateBothSizes,
  useBrowser,
  visit,
  waitForHydration,
  withoutJavaScript,
} from "../support/shop.ts";

const browser = useBrowser();

test(
  "a shopper sizes a stove, counts bricks and converts a length",
  () =>
    asShopper(browser(), async (page) => {
      await visit(page, "/calculators");
      await main(page)
        .getByRole("link", { name: /Stove size calculator/ })
        .click();
      await page.waitForURL("**/calculators/stove-size");
      await waitForHydration(page);
      const answer = main(page).getByRole("status");
      expect(await answer.textContent()).toBe("Please enter your room size");
      await main(page).getByRole("textbox", { name: "Room width (metres)" }).fill("5");
      await main(page).getByRole("textbox", { name: "Room length (metres)" }).fill("8");
      await main(page).getByRole("textbox", { name: "Room height (metres)" }).fill("2.5");
      await main(page).getByText("You need a 7kw stove").waitFor();
      await expectAccessible(page, "the stove size calculator");
      await screenshotBothSizes(page, "calculators-1-stove-size");

      await visit(page, "/calculators/brick");
      await main(page).getByRole("button", { name: "Calculate" }).click();
      await main(page).getByText("Please select a Dimension and Quantity to continue.").waitFor();
      await main(page)
        .getByRole("combobox", { name: /Brick size/ })
        .selectOption("215-102.5-65");
      await main(page).getByRole("combobox", { name: "Wall area" }).selectOption("10");
      await main(page).getByRole("button", { name: "Calculate" }).click();
      await main(page).getByText("You need 600 bricks").waitFor();
      await expectAccessible(page, "the brick calculator's answer");

      await visit(page, "/calculators/unit-converter");
      await main(page).getByRole("textbox", { name: "Feet" }).pressSequentially("8");
      expect(await main(page).getByRole("textbox", { name: "Millimetres (mm)" }).inputValue()).toBe(
        "2438.40",
      );
      expect(await main(page).getByRole("textbox", { name: "Inches" }).inputValue()).toBe("96.00");
      await main(page).getByRole("textbox", { name: "Feet" }).fill("");
      expect(await main(page).getByRole("textbox", { name: "Inches" }).inputValue()).toBe("");
      await expectAccessible(page, "the unit converter");
    }),
  JOURNEY_TIMEOUT_MS,
);

test(
  "a shopper works out the sand for a patio base and puts its bags in the basket",
  () =>
    asShopper(browser(), async (page) => {
      await visit(page, "/");
      await collectFromABranch(page);
      await visit(page, "/calculators/aggregate");
      await main(page).getByRole("combobox", { name: "Aggregate" }).selectOption("sand");
      await main(page).getByRole("textbox", { name: "Length (mm)" }).fill("5000");
      await main(page).getByRole("textbox", { name: "Width (mm)" }).fill("1000");
      await main(page).getByRole("button", { name: "Calculate" }).click();
      await main(page).getByText("Error: Please enter a valid height, width and depth to proceed.").waitFor();
      await main(page).getByRole("textbox", { name: "Depth (mm)" }).fill("100");
      await main(page).getByRole("button", { name: "Calculate" }).click();
      // 5 m × 1 m × 100 mm of sand weighs 1,000 kg: one bulk bag and eight 25 kg bags.
      await main(page).getByText("About 1,000 kg of sand: 1 bulk bag and 8 × 25 kg bags").waitFor();
      await expectAccessible(page, "the aggregate calculator's bags");
      await screenshotOpenStateBothSizes(
        page,
        "calculators-2-aggregate",
        main(page).getByRole("button", { name: "Add the bags to basket" }),
      );

      await main(page).getByRole("button", { name: "Add the bags to basket" }).click();
      await page.waitForURL((url) => url.pathname === "/basket");
      const basket = await readBasket(page);
      const bags = basket.lines.filter((line) => /Sharp Sand/.test(line.product.name));
      expect(bags.map((line) => line.quantity).sort()).toEqual([1, 8]);
    }),
  JOURNEY_TIMEOUT_MS,
);

test(
  "without JavaScript the brick calculator answers its sent form",
  () =>
    withoutJavaScript(browser(), async (page) => {
      await page.goto("/calculators/brick");
      await main(page)
        .getByRole("combobox", { name: /Brick size/ })
        .selectOption("228-108-68");
      await main(page).getByRole("combobox", { name: "Wall area" }).selectOption("20");
      await main(page).getByRole("button", { name: "Calculate" }).click();
      await main(page).getByText("You need 1,080 bricks").waitFor();
    }),
  JOURNEY_TIMEOUT_MS,
);

test(
  "on a kerb's page the piece calculator counts the kerbs for a run and stays open through an add",
  () =>
    asShopper(browser(), async (page) => {
      await visit(page, "/");
      await collectFromABranch(page);
      const [kerb] = await suppliedProducts(page, 1, { query: "kerb" });
      const measure = kerb && pieceMeasureOf(kerb.name);
      if (!kerb || !measure) throw new Error("No kerb with a length in its name to calculate for");
      await visit(page, `/product/${kerb.slug}`);
      const toggle = main(page).getByRole("button", { name: "Need help to calculate?" });
      await toggle.click();
      await main(page).getByRole("button", { name: "Hide calculator" }).waitFor();
      await main(page).getByRole("textbox", { name: "Length of the run (metres)" }).fill("12");
      const answer = `You need ${piecesNeeded(measure, 12)} pieces.`;
      await main(page).getByText(answer).waitFor();
      await expectAccessible(page, "a kerb's piece calculator");

      await addButton(page).click();
      await page.getByRole("link", { name: "Basket, 1 item" }).waitFor();
      expect(await main(page).getByText(answer).isVisible()).toBe(true);
      await main(page).getByRole("button", { name: "Hide calculator" }).click();
      await toggle.waitFor();
      expect(await main(page).getByText(answer).isVisible()).toBe(false);
    }),
  JOURNEY_TIMEOUT_MS,
);
