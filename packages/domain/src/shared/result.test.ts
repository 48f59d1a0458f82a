import { describe, expect, it } from "vitest";
import { fail, fillMessage, ok } from "./result.ts";

describe("shared result", () => {
  it("wraps an accepted value", () => {
    expect(ok(3)).toEqual({ ok: true, value: 3 });
  });
  it("carries a code and the message of a failure", () => {
    expect(fail("too_long", "Too long")).toEqual({ ok: false, code: "too_long", message: "Too long" });
  });
  it("fills placeholders and leaves unknown ones visible", () => {
    expect(fillMessage("Sorry only a maximum quantity of {max} is allowed {x}", { max: 5 })).toBe(
      "Sorry only a maximum quantity of 5 is allowed {x}",
    );
  });
});
