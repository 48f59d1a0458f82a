import { describe, expect, it } from "vitest";
import { calculatorToggleLabel } from "./calculator-toggle.ts";

describe("spec/1 §4 Calculator toggle — button text", () => {
  it("invites help when closed", () => {
    expect(calculatorToggleLabel(false)).toBe("Need help to calculate?");
  });

  it("offers to hide when open", () => {
    expect(calculatorToggleLabel(true)).toBe("Hide calculator");
  });
});
