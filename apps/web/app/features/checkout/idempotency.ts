/**
 * The idempotency key of one checkout attempt (DESIGN.md: order submission carries one, so a
 * double click or a retry makes one order and one charge). The API takes 16 to 64 letters,
 * digits, "-" or "_"; the page makes 32 hex digits.
 */
const KEY = /^[A-Za-z0-9_-]{16,64}$/;

export function newIdempotencyKey(): string {
  return crypto.randomUUID().replace(/-/g, "");
}

export function isIdempotencyKey(value: string | null | undefined): value is string {
  return typeof value === "string" && KEY.test(value);
}
