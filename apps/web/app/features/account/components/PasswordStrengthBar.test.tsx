// @vitest-environment happy-dom
import { act, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { PasswordStrengthBar } from "./PasswordStrengthBar.tsx";

const meter = () => screen.getByRole("meter", { name: "Password strength" });
const barWidth = () => (meter().firstElementChild as HTMLElement).style.width;

function reducedMotion(reduce: boolean) {
  window.matchMedia = vi.fn().mockReturnValue({
    matches: reduce,
    addEventListener: () => {},
    removeEventListener: () => {},
  });
}

beforeEach(() => {
  vi.useFakeTimers();
  reducedMotion(false);
});
afterEach(() => vi.useRealTimers());

describe("the password-strength bar (spec/1 §4, §9)", () => {
  it("reads as a meter with the score and its label", () => {
    // "abc": 3 characters × 3 + the lowercase bonus 1 = 10, doubled: 20 → a 40 px bar, Weak.
    render(<PasswordStrengthBar password="abc" />);
    expect(meter().getAttribute("aria-valuenow")).toBe("20");
    expect(meter().getAttribute("aria-valuetext")).toBe("Weak");
  });

  it("moves toward its new width 2 px every 10 ms", () => {
    const { rerender } = render(<PasswordStrengthBar password="abc" />);
    expect(barWidth()).toBe("40px");
    // 16 characters with every bonus scores 100: a 200 px bar, Strong.
    rerender(<PasswordStrengthBar password="Timber-Yard-2024" />);
    expect(meter().getAttribute("aria-valuetext")).toBe("Strong");
    act(() => void vi.advanceTimersByTime(10));
    expect(barWidth()).toBe("42px");
    act(() => void vi.advanceTimersByTime(500));
    expect(barWidth()).toBe("142px");
    act(() => void vi.advanceTimersByTime(1000));
    expect(barWidth()).toBe("200px");
    expect(screen.getByText("Strong")).toBeTruthy();
  });

  it("jumps to its width for someone who asks for less motion", () => {
    reducedMotion(true);
    const { rerender } = render(<PasswordStrengthBar password="abc" />);
    rerender(<PasswordStrengthBar password="Timber-Yard-2024" />);
    expect(barWidth()).toBe("200px");
  });

  it("says there is no password yet when the field is empty", () => {
    render(<PasswordStrengthBar password="" />);
    expect(meter().getAttribute("aria-valuetext")).toBe("No password yet");
    expect(barWidth()).toBe("0px");
  });
});
