// @vitest-environment happy-dom
import { act, fireEvent, render, screen } from "@testing-library/react";
import type { VatPreference } from "@merchant/domain/money";
import { describe, expect, it, vi } from "vitest";
import { Price } from "~/ui/Price.tsx";
import { useVatPreference, VatPreferenceProvider } from "./vat-preference.tsx";

function Chooser() {
  const { vat, choose } = useVatPreference();
  return (
    <button type="button" onClick={() => choose(vat === "INC" ? "EX" : "INC")}>
      switch
    </button>
  );
}

function renderPrices(initial: VatPreference, save: (vat: VatPreference) => Promise<unknown>) {
  return render(
    <VatPreferenceProvider initial={initial} save={save}>
      <Price price={{ exVat: 100000, incVat: 120000 }} />
      <Price price={{ exVat: 250, incVat: 300 }} />
      <Chooser />
    </VatPreferenceProvider>,
  );
}

const shownPrices = () => screen.getAllByText(/^£/).map((price) => price.parentElement?.textContent);

describe("VAT preference", () => {
  it("shows every price as the server rendered it", () => {
    renderPrices("EX", vi.fn());
    expect(shownPrices()).toEqual(["£1,000.00ex VAT", "£2.50ex VAT"]);
  });

  it("switches every price at once and saves the choice", async () => {
    const save = vi.fn(async () => ({}));
    renderPrices("INC", save);
    expect(shownPrices()).toEqual(["£1,200.00inc VAT", "£3.00inc VAT"]);
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "switch" })));
    expect(shownPrices()).toEqual(["£1,000.00ex VAT", "£2.50ex VAT"]);
    expect(save).toHaveBeenCalledWith("EX");
  });

  it("goes back to the previous choice when it could not be saved", async () => {
    renderPrices("INC", () => Promise.reject(new Error("offline")));
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "switch" })));
    expect(shownPrices()).toEqual(["£1,200.00inc VAT", "£3.00inc VAT"]);
  });

  it("follows a new value from the server", () => {
    const { rerender } = renderPrices("INC", vi.fn());
    rerender(
      <VatPreferenceProvider initial="EX" save={vi.fn()}>
        <Price price={{ exVat: 250, incVat: 300 }} />
      </VatPreferenceProvider>,
    );
    expect(shownPrices()).toEqual(["£2.50ex VAT"]);
  });
});
