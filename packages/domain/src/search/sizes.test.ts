import { describe, expect, it } from "vitest";
import { nicknameOf, nicknameSizes, sizePairs, sizeToken } from "./index.ts";

describe("issue 13: the size token", () => {
  it("puts the numbers smallest first, comparing them as numbers", () => {
    expect(sizeToken(["100", "47"])).toBe("47x100");
    expect(sizeToken(["1220", "2440", "18"])).toBe("18x1220x2440");
    expect(sizeToken(["9", "12.5"])).toBe("9x12.5");
  });
  it("splits a three-number size into each pair and the number left over", () => {
    expect(sizePairs(["215", "102.5", "65"])).toEqual([
      { pair: "65x102.5", rest: "215" },
      { pair: "65x215", rest: "102.5" },
      { pair: "102.5x215", rest: "65" },
    ]);
    expect(sizePairs(["47", "100"])).toEqual([]);
  });
});

describe("issue 13: imperial nicknames as UK merchants sell them (decision 131)", () => {
  it.each([
    [["4", "2"], "47x100"],
    [["3", "2"], "47x75"],
    [["2", "1"], "22x47"],
    [["6", "2"], "47x150"],
    [["3", "1"], "22x75"],
    [["4", "1"], "22x100"],
    [["6", "1"], "22x150"],
    [["5", "2"], "47x125"],
    [["7", "2"], "47x175"],
    [["8", "2"], "47x200"],
    [["9", "2"], "47x225"],
    [["4", "4"], "100x100"],
    [["3", "3"], "75x75"],
  ])("%j is sold as %s", (numbers, metric) => {
    expect(nicknameSizes(numbers, "bare")).toContain(metric);
  });
  it("the same in either order", () => {
    expect(nicknameSizes(["2", "4"], "bare")).toEqual(nicknameSizes(["4", "2"], "bare"));
  });
  it('includes the other sawn sizes of an inch (25mm for 1", 38 and 50mm for 2")', () => {
    expect(nicknameSizes(["2", "1"], "bare")).toEqual(expect.arrayContaining(["25x50", "22x47", "25x38"]));
    expect(nicknameSizes(["4", "2"], "bare")).toEqual(expect.arrayContaining(["38x100", "50x100"]));
  });
  it("includes the planed size, 3 to 6mm under the sawn size", () => {
    expect(nicknameSizes(["4", "2"], "bare")).toContain("44x94");
    expect(nicknameSizes(["2", "1"], "bare")).toContain("18x44");
    expect(nicknameSizes(["6", "1"], "bare")).toContain("18x144");
  });
  it("includes the CLS stud of a 2-inch nickname: 38mm thick", () => {
    expect(nicknameSizes(["4", "2"], "bare")).toContain("38x89");
    expect(nicknameSizes(["3", "2"], "bare")).toContain("38x63");
    expect(nicknameSizes(["6", "2"], "bare")).toContain("38x140");
    expect(nicknameSizes(["4", "1"], "bare")).not.toContain("38x89");
  });
  it("does not mix sawn with planed sizes", () => {
    expect(nicknameSizes(["4", "2"], "bare")).not.toContain("47x94");
  });
  it("8x4 is the sheet: 2440 x 1220mm, and 2400 x 1200mm for plasterboard", () => {
    expect(nicknameSizes(["8", "4"], "bare")).toEqual(["1220x2440", "1200x2400"]);
    expect(nicknameSizes(["8", "4"], "foot")).toEqual(["1220x2440", "1200x2400"]);
  });
  it("8 x 4 written in inches is timber, not the sheet", () => {
    expect(nicknameSizes(["8", "4"], "inch")).toContain("100x200");
  });
  it("other sizes in feet are no nickname", () => {
    expect(nicknameSizes(["4", "2"], "foot")).toEqual([]);
  });
  it("is no nickname beyond 9 inches, with decimals, or with three numbers", () => {
    expect(nicknameSizes(["47", "100"], "bare")).toEqual([]);
    expect(nicknameSizes(["10", "2"], "bare")).toEqual([]);
    expect(nicknameSizes(["2.5", "1"], "bare")).toEqual([]);
    expect(nicknameSizes(["4", "2", "1"], "bare")).toEqual([]);
  });
});

describe("issue 13: a metric size back to its nickname", () => {
  it.each([
    ["47x100", "2x4"],
    ["38x89", "2x4"],
    ["44x94", "2x4"],
    ["47x75", "2x3"],
    ["22x47", "1x2"],
    ["47x150", "2x6"],
    ["1220x2440", "4x8"],
    ["1200x2400", "4x8"],
  ])("%s is sold as %s", (metric, nickname) => {
    expect(nicknameOf(metric)).toBe(nickname);
  });
  it("a beam of 100 x 200mm is not an 8x4 sheet", () => {
    expect(nicknameOf("100x200")).toBeUndefined();
  });
  it("a size with no nickname has none", () => {
    expect(nicknameOf("18x2440")).toBeUndefined();
  });
});
