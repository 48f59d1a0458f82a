/**
 * Reports as comma-separated values (RFC 4180): a header row of the columns' names, then one
 * line per row. A cell that a spreadsheet would read as a formula (=, +, -, @, tab or return first)
 * is led by an apostrophe, so opening a report runs nothing a product name or reference smuggled in.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

function cell(value: unknown): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "number") return String(value);
  const text = String(value);
  const safe = FORMULA_START.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export function toCsv(columns: readonly string[], rows: readonly Record<string, unknown>[]): string {
  const lines = [columns.map(cell), ...rows.map((row) => columns.map((column) => cell(row[column])))];
  return lines.map((line) => line.join(",")).join("\r\n") + "\r\n";
}
