import { describe, expect, it } from "vitest";
import { fail, ok } from "../shared/result.ts";
import {
  TIMBER_OPTIONS_ADD_SPACING_MS,
  TIMBER_OPTIONS_ERROR_DISPLAY_MS,
  TIMBER_SINGLE_ADD_DELAY_MS,
  checkTimberOptions,
} from "./timber-options.ts";

const noQuantity = fail(
  "no-quantity",
  "Sorry, we have encountered an error, please set a product quantity to continue.",
);

describe("spec/2 §5 Timber options — at least one quantity above 0", () => {
  it("answers the lines with a quantity", () => {
    expect(checkTimberOptions({ "201": 0, "202": 3, "203": 1 })).toEqual(ok({ "202": 3, "203": 1 }));
    expect(checkTimberOptions({ "201": 99999 })).toEqual(ok({ "201": 99999 }));
  });

  it("refuses a grid with nothing above 0", () => {
    expect(checkTimberOptions({})).toEqual(noQuantity);
    expect(checkTimberOptions({ "201": 0, "202": 0 })).toEqual(noQuantity);
  });

  it("leaves junk quantities out", () => {
    expect(checkTimberOptions({ "201": -1, "202": Number.NaN, "203": 1.5, "204": 100000 })).toEqual(
      noQuantity,
    );
    expect(checkTimberOptions({ "201": -1, "202": 2 })).toEqual(ok({ "202": 2 }));
  });

  it("shows the error for 3 s and spaces several adds 3.2 s apart (spec/2 §9)", () => {
    expect(TIMBER_OPTIONS_ERROR_DISPLAY_MS).toBe(3000);
    expect(TIMBER_OPTIONS_ADD_SPACING_MS).toBe(3200);
    expect(TIMBER_SINGLE_ADD_DELAY_MS).toBe(500);
  });
});
