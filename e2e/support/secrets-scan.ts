/**
 * issue 20 "Secrets": after every journey has run, the shop's database and its log hold no card
 * number, no security code, no password and no reporting key in clear (DESIGN.md "no stored card
 * numbers"; decisions 125, 126, 150). The journeys type real-looking secrets: the sandbox's card
 * numbers with a security code, the demo users' and new accounts' passwords, and a reporting key
 * made and used. A run of 13–19 digits (grouped by spaces
 * or not) standing alone, beginning as cards do (2–6) and passing the Luhn check, is taken for a
 * card number wherever it sits: times in milliseconds begin with 1, and digits inside a hash or a
 * token do not stand alone.
 */
import { sql } from "drizzle-orm";
import type { Database } from "../../apps/server/src/db/client.ts";
import { DEMO_PASSWORD } from "../../apps/server/src/modules/demo/seed/users.ts";

/** The passwords the journeys type (sign-in, new accounts, changed passwords), besides the demo users'. */
const PASSWORDS_TYPED = [DEMO_PASSWORD, "Oak-Beams-2024!", "Kiln-Dried-99"];
/** The security code the journeys type with a card. */
const SECURITY_CODE = "737";
/** A whole reporting key ("rk_" and 43 base64url characters); a listed key's prefix is shorter. */
const REPORTING_KEY = /rk_[A-Za-z0-9_-]{43}/;
const SECURITY_CODE_FIELD = /"(cvc|cvv|securityCode|security_code|SecurityNumber)"\s*:\s*"?\d/i;

function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let k = 0; k < digits.length; k++) {
    let digit = Number(digits[digits.length - 1 - k]);
    if (k % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}

/** What in `text` looks like a secret in clear, described without repeating it whole. */
export function secretsIn(text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(/(?<![0-9A-Za-z])[2-6](?: ?\d){12,18}(?![0-9A-Za-z])/g)) {
    const digits = match[0].replace(/\D/g, "");
    if (passesLuhn(digits)) found.push(`a card number ending ${digits.slice(-4)}`);
  }
  for (const password of PASSWORDS_TYPED) if (text.includes(password)) found.push("a password");
  if (REPORTING_KEY.test(text)) found.push("a reporting key");
  if (SECURITY_CODE_FIELD.test(text) || text.includes(`"${SECURITY_CODE}"`)) found.push("a security code");
  return found;
}

/** Every text and JSON value of every table, each checked; "table.column: what" for each secret found. */
export async function secretsInDatabase(database: Database): Promise<string[]> {
  const columns = await database.rows<{ table: string; column: string }>(sql`
    select table_name as "table", column_name as "column" from information_schema.columns
    where table_schema = 'public' and data_type in ('text', 'character varying', 'json', 'jsonb')
    order by table_name, column_name`);
  const found: string[] = [];
  for (const { table, column } of columns) {
    const values = await database.rows<{ value: string }>(
      sql`select ${sql.identifier(column)}::text as value from ${sql.identifier(table)} where ${sql.identifier(column)} is not null`,
    );
    for (const { value } of values)
      for (const secret of secretsIn(value)) found.push(`${table}.${column}: ${secret}`);
  }
  return [...new Set(found)];
}

/** "log: what" for each secret in a log line, added to `found` as the line is written (no line is kept). */
export function scanLogLine(line: string, found: Set<string>): void {
  for (const secret of secretsIn(line)) found.add(`log: ${secret}`);
}
