import { describe, expect, it } from "vitest";
import { toCsv } from "./csv.ts";

describe("reports as CSV (decision 150)", () => {
  it("writes a header of the columns, then a line a row, numbers as they are and null as empty", () => {
    const csv = toCsv(
      ["reference", "total", "minLevel"],
      [
        { reference: "BU1", total: 1250, minLevel: null },
        { reference: "BU2", total: 0, minLevel: 3 },
      ],
    );
    expect(csv).toBe("reference,total,minLevel\r\nBU1,1250,\r\nBU2,0,3\r\n");
  });

  it("quotes a cell holding a comma, a quote or a line break, doubling its quotes", () => {
    expect(toCsv(["name"], [{ name: 'Plank 2.4m, "treated"' }, { name: "two\nlines" }])).toBe(
      'name\r\n"Plank 2.4m, ""treated"""\r\n"two\nlines"\r\n',
    );
  });

  it.each(["=SUM(A1)", "+1", "-2+3", "@cmd"])(
    "leads %s with an apostrophe, so no spreadsheet runs it",
    (name) => {
      expect(toCsv(["name"], [{ name }])).toBe(`name\r\n'${name}\r\n`);
    },
  );
});
