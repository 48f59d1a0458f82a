/**
 * Journey: a member of staff (Sam Patel, decision 143) on a phone takes the van safety check in the
 * stock-and-go app (issue 18; spec/3 §2 Surveys, §4 Survey, §5, §8; decision 164). Signed in at
 * /app, the surveys tab lists each survey's sections; starting "Before you drive" shows one
 * question at a time with a progress bar. Other without its text is refused; back on the first
 * question is refused, back from the second returns to it; a question is skipped; the last answer
 * shows 'Survey Questions complete.' and the list, refreshed, counts every question answered.
 */
import { expect, test } from "vitest";
import type { Page } from "playwright-core";
import type { SurveySummary } from "@merchant/contract";
import { ANSWER_INCOMPLETE, CANT_GO_BACK, SURVEY_COMPLETE } from "@merchant/domain/surveys";
import {
  asShopper,
  expectAccessible,
  JOURNEY_TIMEOUT_MS,
  screenshotOpenStateBothSizes,
  useBrowser,
} from "../support/shop.ts";
import { expectMessage, phone, signInToTheApp } from "../support/van-app.ts";

const browser = useBrowser();

const tapButton = (page: Page, name: string) => page.getByRole("button", { name, exact: true }).tap();

test(
  "staff answer a survey section with Other, back and skip, through to 'Survey Questions complete.'",
  () =>
    asShopper(
      browser(),
      async (page) => {
        await signInToTheApp(page, "staff@example.co.uk");
        expect(
          await page.getByRole("tab", { name: "Surveys", exact: true }).getAttribute("aria-selected"),
        ).toBe("true");
        const section = page.getByRole("button", { name: /^Before you drive/ });
        await section.waitFor();
        await expectAccessible(page, "the surveys list");
        await screenshotOpenStateBothSizes(page, "van-surveys-list");

        await section.tap();
        await page.getByText("Question 1 of 4").waitFor();
        await tapButton(page, "Back");
        await expectMessage(page, "Surveys", CANT_GO_BACK);
        await page.getByRole("radio", { name: "Other" }).tap();
        await tapButton(page, "Next");
        await expectMessage(page, "Surveys", ANSWER_INCOMPLETE);
        await page.getByLabel("Other (please type)").fill("Front tyre low");
        await expectAccessible(page, "a survey question with Other");
        await screenshotOpenStateBothSizes(page, "van-surveys-question");
        await tapButton(page, "Next");

        await page.getByText("Question 2 of 4").waitFor();
        await tapButton(page, "Back");
        await page.getByText("Question 1 of 4").waitFor();
        await page.getByRole("radio", { name: "Good" }).tap();
        await tapButton(page, "Next");
        await page.getByRole("checkbox", { name: "Torch" }).waitFor();
        await tapButton(page, "Skip");
        await page.getByLabel("How much fuel is in the tank?").selectOption("Half");
        await tapButton(page, "Next");
        await page.getByLabel("Anything else to report before setting off?").fill("Wing mirror cracked");
        await tapButton(page, "Finish");
        await expectMessage(page, "Surveys", SURVEY_COMPLETE);

        await page.getByRole("button", { name: /^Before you drive\s*4 of 4 answered/ }).waitFor();
        const { surveys } = (await (await page.request.get("/api/app/surveys")).json()) as {
          surveys: SurveySummary[];
        };
        expect(surveys[0]!.sections[0]).toMatchObject({ title: "Before you drive", answeredCount: 4 });
      },
      ...phone,
    ),
  JOURNEY_TIMEOUT_MS,
);
