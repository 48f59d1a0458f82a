// @vitest-environment happy-dom
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { TallyNote } from "./tally-note.tsx";

const note = () => screen.getByText(/Sold by the metre/).parentElement?.textContent;

describe("timber's note on its product page (spec/1 §5; issue 15, decision 141)", () => {
  it("says the price is per m, keeps the spec's saw-to-size words and says what the maximum counts", () => {
    render(<TallyNote tally={{ sawToSizeMax: 5, unit: "m" }} partNumber="TIM/4.8/47100" />);
    expect(note()).toContain("Sold by the metre: the price is per m and the Qty counts metres.");
    expect(note()).toContain("Saw to size: a maximum of 5 is allowed for this product.");
    expect(note()).toContain("That is 5 metres in one order.");
  });

  it("gives timber cut to the customer's length no saw-to-size maximum", () => {
    render(<TallyNote tally={{ sawToSizeMax: 5, unit: "m" }} partNumber="TIM/1.0/47100" />);
    expect(note()).toContain("Cut to the length you need.");
    expect(note()).not.toContain("maximum");
  });
});
