// @vitest-environment happy-dom
import { act, fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { CookieConsent } from "@merchant/domain/site";
import { renderInRouter } from "~/lib/testing/render-in-router.tsx";
import { CookieConsentProvider } from "../cookie-consent.tsx";
import { CookieBanner } from "./CookieBanner.tsx";
import { CookieChoice } from "./CookieChoice.tsx";

function renderBanner(initial: CookieConsent | null, save = vi.fn(async () => ({})), path = "/basket") {
  renderInRouter(
    () => (
      <CookieConsentProvider initial={initial} save={save}>
        <CookieBanner cookiesPage="/help/cookies" />
        <main id="main" tabIndex={-1}>
          <CookieChoice />
        </main>
      </CookieConsentProvider>
    ),
    path,
  );
  return save;
}

const banner = () => screen.queryByRole("region", { name: "Cookies on this shop" });

describe("the cookie banner (spec/1 §2 accept cookies)", () => {
  it("asks a shopper who has not answered, with a link to the cookies page", () => {
    renderBanner(null);
    const shown = banner()!;
    expect(within(shown).getByRole("link", { name: "How we use cookies" }).getAttribute("href")).toBe(
      "/help/cookies",
    );
    expect(
      within(shown)
        .getAllByRole("button")
        .map((button) => button.textContent),
    ).toEqual(["Accept all", "Reject non-essential"]);
  });

  it("is a form post without JavaScript, marked as the accept-cookies control", () => {
    renderBanner(null, undefined, "/product/oak?vat=1");
    const reject = within(banner()!).getByRole("button", {
      name: "Reject non-essential",
    }) as HTMLButtonElement;
    const form = reject.form!;
    expect([form.method, new URL(form.action).pathname]).toEqual(["post", "/preferences/cookies"]);
    expect(form.hasAttribute("data-accept-cookies")).toBe(true);
    expect(Object.fromEntries(new FormData(form, reject))).toEqual({
      redirectTo: "/product/oak?vat=1",
      consent: "essential",
    });
  });

  it.each([
    ["Accept all", "all"],
    ["Reject non-essential", "essential"],
  ])("%s keeps the answer, closes the banner and moves focus on to the page", async (label, consent) => {
    const save = renderBanner(null);
    await act(async () => fireEvent.click(within(banner()!).getByRole("button", { name: label })));
    expect(save).toHaveBeenCalledExactlyOnceWith(consent);
    expect(banner()).toBeNull();
    expect(document.activeElement?.id).toBe("main");
  });

  it("does not ask again once answered", () => {
    renderBanner("essential");
    expect(banner()).toBeNull();
  });

  it("asks again when the answer could not be kept", async () => {
    renderBanner(
      null,
      vi.fn(async () => Promise.reject(new Error("offline"))),
    );
    await act(async () => fireEvent.click(within(banner()!).getByRole("button", { name: "Accept all" })));
    expect(banner()).not.toBeNull();
  });
});

describe("the cookies page's own choice", () => {
  it("says what the shopper chose, and a new answer there closes the banner too", async () => {
    const save = renderBanner(null);
    const status = screen.getByRole("status");
    expect(status.textContent).toBe("You have not chosen yet: nothing is recorded for analytics.");
    const own = within(screen.getByRole("main"));
    await act(async () => fireEvent.click(own.getByRole("button", { name: "Reject non-essential" })));
    expect(save).toHaveBeenCalledWith("essential");
    expect(banner()).toBeNull();
    expect(status.textContent).toBe("You chose Reject non-essential: nothing is recorded for analytics.");
  });
});
