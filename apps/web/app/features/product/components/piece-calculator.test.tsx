// @vitest-environment happy-dom
import { fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { PieceCalculator } from "./piece-calculator.tsx";

/** The page holds the toggle's state; `version` redraws the add-to-basket area beside it. */
function Page({ name }: { name: string }) {
  const [open, setOpen] = useState(false);
  const [version, setVersion] = useState(0);
  return (
    <>
      <div key={version}>
        <button type="button" onClick={() => setVersion(version + 1)}>
          Regenerate
        </button>
      </div>
      <PieceCalculator productName={name} open={open} onOpenChange={setOpen} />
    </>
  );
}

describe("PieceCalculator (spec/1 §4 calculator toggle; decision 159)", () => {
  it("opens with 'Need help to calculate?', closes with 'Hide calculator', and stays open when the basket area is redrawn", () => {
    render(<Page name="Bullnose Kerb 915mm Charcoal" />);
    fireEvent.click(screen.getByRole("button", { name: "Need help to calculate?" }));
    expect(screen.getByRole("button", { name: "Hide calculator" }).getAttribute("aria-expanded")).toBe(
      "true",
    );
    fireEvent.click(screen.getByRole("button", { name: "Regenerate" }));
    const length = screen.getByRole("textbox", { name: "Length of the run (metres)" });
    fireEvent.change(length, { target: { value: "5.5" } });
    expect(screen.getByRole("status").textContent).toBe("You need 7 pieces.");
    fireEvent.click(screen.getByRole("button", { name: "Hide calculator" }));
    expect(screen.getByRole("button", { name: "Need help to calculate?" })).toBeTruthy();
  });

  it("is not there for a product it cannot measure", () => {
    render(<Page name="Treated Timber C24 47x100mm 4.8m" />);
    expect(screen.queryByRole("button", { name: "Need help to calculate?" })).toBeNull();
  });
});
