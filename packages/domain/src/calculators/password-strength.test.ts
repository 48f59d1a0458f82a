import { describe, expect, it } from "vitest";
import { PASSWORD_BAR_TICK_MS, passwordLabelFor, passwordStrength } from "./password-strength.ts";

describe("spec/1 §9 Password score — 3 points a character plus bonuses, doubled, capped at 100", () => {
  it("scores nothing for an empty password", () => {
    expect(passwordStrength("")).toEqual({ score: 0, barWidthPx: 0, label: "Weak" });
  });

  it("gives 3 points a character and 1 for lowercase", () => {
    expect(passwordStrength("a").score).toBe((3 + 1) * 2);
    expect(passwordStrength("abcd").score).toBe((12 + 1) * 2);
  });

  it("gives 5 for uppercase and 2 for mixing cases", () => {
    expect(passwordStrength("A").score).toBe((3 + 5) * 2);
    expect(passwordStrength("aB").score).toBe((6 + 1 + 5 + 2) * 2);
  });

  it("gives 5 for digits, 5 more for three of them, and 2 for mixing with letters", () => {
    expect(passwordStrength("12").score).toBe((6 + 5) * 2);
    expect(passwordStrength("123").score).toBe((9 + 5 + 5) * 2);
    expect(passwordStrength("a1").score).toBe((6 + 1 + 5 + 2) * 2);
  });

  it("gives 5 for a symbol, 5 more for two, and 2 for mixing with letters or digits", () => {
    expect(passwordStrength("!").score).toBe((3 + 5) * 2);
    expect(passwordStrength("!?").score).toBe((6 + 5 + 5) * 2);
    expect(passwordStrength("1!").score).toBe((6 + 5 + 5 + 2) * 2);
    expect(passwordStrength("a!").score).toBe((6 + 1 + 5 + 2) * 2);
  });

  it("does not count spaces as symbols", () => {
    expect(passwordStrength("a b").score).toBe((9 + 1) * 2);
  });

  it("counts letters beyond ASCII as letters and an emoji as one character", () => {
    expect(passwordStrength("é").score).toBe((3 + 1) * 2);
    expect(passwordStrength("Ö").score).toBe((3 + 5) * 2);
    expect(passwordStrength("😀").score).toBe((3 + 5) * 2);
  });

  it("stops at 100", () => {
    expect(passwordStrength("Ab1!").score).toBe(68); // (12 + 1 + 5 + 5 + 5 + 2 + 2 + 2) * 2
    expect(passwordStrength("Abcdef12!").score).toBe(98); // (27 + 22) * 2, just under
    expect(passwordStrength("Abcdef123!").score).toBe(100); // (30 + 27) * 2 = 114
    expect(passwordStrength("Correct-Horse-Battery-Staple-42")).toEqual({
      score: 100,
      barWidthPx: 200,
      label: "Strong",
    });
  });
});

describe("spec/1 §9 Password strength bar — width score × 2 px, labels by width", () => {
  it("draws the bar twice the score wide", () => {
    expect(passwordStrength("abcd")).toMatchObject({ score: 26, barWidthPx: 52 });
  });

  it.each([
    [0, "Weak"],
    [59, "Weak"],
    [60, "Medium"],
    [149, "Medium"],
    [150, "Strong"],
    [200, "Strong"],
  ])("labels %i px %s", (width, label) => {
    expect(passwordLabelFor(width)).toBe(label);
  });

  it("labels whole passwords by their bar", () => {
    expect(passwordStrength("abcd").label).toBe("Weak"); // 52 px
    expect(passwordStrength("abcdefgh").label).toBe("Medium"); // score 50, 100 px
    expect(passwordStrength("Ab1!x").label).toBe("Medium"); // score (15 + 22) * 2 = 74, 148 px
    expect(passwordStrength("Ab1!xy").label).toBe("Strong"); // score (18 + 22) * 2 = 80, 160 px
    expect(passwordStrength("Ab1").label).toBe("Medium"); // score (9+1+5+5+2+2)*2 = 48, 96 px
  });

  it("animates the bar in 10 ms ticks (spec/1 §4)", () => {
    expect(PASSWORD_BAR_TICK_MS).toBe(10);
  });
});
