import { describe, expect, it } from "vitest";
import { fail, ok } from "../shared/result.ts";
import { stoveSizeFor } from "./stove-size.ts";

const noRoomSize = fail("no-room-size", "Please enter your room size");

describe("spec/1 §9 Room-size stove output — width × length × height ÷ 14, rounded, 1..14 kW", () => {
  it("sizes the stove for the room", () => {
    expect(stoveSizeFor({ width: "4", length: "5", height: "2.4" })).toEqual(
      ok({ kw: 3, message: "You need a 3kw stove" }),
    );
    expect(stoveSizeFor({ width: 7, length: 7, height: 2 })).toEqual(
      ok({ kw: 7, message: "You need a 7kw stove" }),
    );
  });

  it("rounds half a kW up and below half down", () => {
    expect(stoveSizeFor({ width: "7", length: "3", height: "1" })).toMatchObject(ok({ kw: 2 })); // 1.5
    expect(stoveSizeFor({ width: "6.9", length: "3", height: "1" })).toMatchObject(ok({ kw: 1 })); // 1.48
  });

  it("never asks for less than 1 kW", () => {
    expect(stoveSizeFor({ width: "1", length: "1", height: "1" })).toEqual(
      ok({ kw: 1, message: "You need a 1kw stove" }),
    );
  });

  it("never asks for more than 14 kW", () => {
    expect(stoveSizeFor({ width: "14", length: "14", height: "1" })).toMatchObject(ok({ kw: 14 }));
    expect(stoveSizeFor({ width: "20", length: "20", height: "3" })).toEqual(
      ok({ kw: 14, message: "You need a 14kw stove" }),
    );
  });

  it.each([
    { width: "", length: "5", height: "2.4" },
    { width: "4", length: "", height: "2.4" },
    { width: "4", length: "5", height: undefined },
    { width: "abc", length: "5", height: "2.4" },
    { width: "0", length: "5", height: "2.4" },
    { width: "-4", length: "5", height: "2.4" },
    { width: null, length: null, height: null },
  ])("asks for the room size given %j", (room) => {
    expect(stoveSizeFor(room)).toEqual(noRoomSize);
  });
});
