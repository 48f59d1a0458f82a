// @vitest-environment jsdom
import { act, fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { VatPreferenceProvider } from "~/lib/vat-preference.tsx";
import { Price } from "~/ui/Price.tsx";
import { VatToggle } from "./VatToggle.tsx";

describe("INC / EX VAT switch (spec/1 §4)", () => {
  it("marks the shopper's choice, switches the prices and saves the new choice", async () => {
    const save = vi.fn(async () => ({}));
    render(
      <VatPreferenceProvider initial="INC" save={save}>
        <VatToggle />
        <Price price={{ exVat: 4999, incVat: 5999 }} />
      </VatPreferenceProvider>,
    );
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
    render(
      <VatPreferenceProvider initial="EX" save={save}>
        <VatToggle />
      </VatPreferenceProvider>,
    );
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "EX VAT" })));
    expect(save).not.toHaveBeenCalled();
  });
});
