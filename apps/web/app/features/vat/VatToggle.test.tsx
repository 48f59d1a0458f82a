// @vitest-environment happy-dom
import { act, fireEvent, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderInRouter } from "~/lib/testing/render-in-router.tsx";
import { VatPreferenceProvider } from "~/lib/vat-preference.tsx";
import { Price } from "~/ui/Price.tsx";
import { VatToggle } from "./VatToggle.tsx";

describe("INC / EX VAT switch (spec/1 §4)", () => {
  it("marks the shopper's choice, switches the prices and saves the new choice", async () => {
    const save = vi.fn(async () => ({}));
    renderInRouter(() => (
      <VatPreferenceProvider initial="INC" save={save}>
        <VatToggle />
        <Price price={{ exVat: 4999, incVat: 5999 }} />
      </VatPreferenceProvider>
    ));
    const group = screen.getByRole("group", { name: "Show prices" });
    const inc = screen.getByRole("button", { name: "INC VAT" });
    const ex = screen.getByRole("button", { name: "EX VAT" });
    expect(group.contains(inc)).toBe(true);
    expect(inc.getAttribute("aria-pressed")).toBe("true");
    expect(screen.getByText("£59.99")).toBeTruthy();

    await act(async () => fireEvent.click(ex));
    expect(ex.getAttribute("aria-pressed")).toBe("true");
    expect(inc.getAttribute("aria-pressed")).toBe("false");
    expect(screen.getByText("£49.99")).toBeTruthy();
    expect(save).toHaveBeenCalledExactlyOnceWith("EX");
  });

  it("does not save again when the shown choice is pressed", async () => {
    const save = vi.fn(async () => ({}));
    renderInRouter(() => (
      <VatPreferenceProvider initial="EX" save={save}>
        <VatToggle />
      </VatPreferenceProvider>
    ));
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "EX VAT" })));
    expect(save).not.toHaveBeenCalled();
  });
});

describe("the VAT switch without JavaScript (issue 15)", () => {
  it("is a form posting the choice and the page to come back to", () => {
    renderInRouter(
      () => (
        <VatPreferenceProvider initial="INC" save={async () => ({})}>
          <VatToggle />
        </VatPreferenceProvider>
      ),
      "/category/timber?sort=price-asc",
    );
    const ex = screen.getByRole("button", { name: "EX VAT" }) as HTMLButtonElement;
    const form = ex.form!;
    expect([form.method, new URL(form.action).pathname]).toEqual(["post", "/preferences/vat"]);
    expect([ex.type, ex.name, ex.value]).toEqual(["submit", "vat", "EX"]);
    expect(Object.fromEntries(new FormData(form, ex))).toEqual({
      redirectTo: "/category/timber?sort=price-asc",
      vat: "EX",
    });
  });
});
