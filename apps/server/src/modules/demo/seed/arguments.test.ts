import { describe, expect, it } from "vitest";
import { parseSeedArguments } from "./arguments.ts";

const defaults = { products: 3000, branches: 64, seed: 20261121 };

describe("db:seed arguments", () => {
  it("fall back to the configured defaults", () => {
    expect(parseSeedArguments([], defaults)).toEqual({ ok: true, value: { ...defaults, reset: false } });
  });

  it("take products, branches, seed and reset", () => {
    expect(
      parseSeedArguments(["--products", "100000", "--branches=60", "--seed", "7", "--reset"], defaults),
    ).toEqual({
      ok: true,
      value: { products: 100_000, branches: 60, seed: 7, reset: true },
    });
  });

  it("accept digit grouping in big numbers", () => {
    expect(parseSeedArguments(["--products", "100_000"], defaults)).toMatchObject({
      ok: true,
      value: { products: 100_000 },
    });
  });

  it("refuse what is not a whole number, naming the argument", () => {
    expect(parseSeedArguments(["--products", "lots", "--branches", "1e2"], defaults)).toEqual({
      ok: false,
      problems: [
        '--products must be a whole number, not "lots"',
        '--branches must be a whole number, not "1e2"',
      ],
    });
  });

  it("refuse numbers outside what the generator can make", () => {
    expect(parseSeedArguments(["--products", "0", "--branches", "500"], defaults)).toEqual({
      ok: false,
      problems: [
        "--products must be a whole number from 1 to 1,000,000",
        "--branches must be a whole number from 1 to 116",
      ],
    });
  });

  it("refuse unknown options and stray words", () => {
    const unknown = parseSeedArguments(["--product", "5"], defaults);
    expect(unknown.ok).toBe(false);
    expect(!unknown.ok && unknown.problems[0]).toMatch(/--product/);
    expect(parseSeedArguments(["100"], defaults).ok).toBe(false);
  });

  it("want a value after a numeric option", () => {
    const missing = parseSeedArguments(["--products"], defaults);
    expect(missing.ok).toBe(false);
    expect(!missing.ok && missing.problems[0]).toMatch(/--products/);
  });
});
