/**
 * Focus given back when a dialog closes. Radix moves it in a timer after the dialog leaves the page,
 * so a check made the moment the dialog is hidden can run before it: each waits for the move instead.
 */
import { expect } from "vitest";
import type { Locator } from "playwright-core";

/** Waits until `element` holds focus, as it should once the dialog it opened has closed. */
export async function expectFocusBackOn(element: Locator, message: string): Promise<void> {
  await expect
    .poll(() => element.evaluate((node) => node === document.activeElement), { message })
    .toBe(true);
}
