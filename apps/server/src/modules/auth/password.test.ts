import { describe, expect, it } from "vitest";
import { hashPassword, verifyPassword } from "./password.ts";

describe("password hashes", () => {
  it("are scrypt with the stated cost, a 16-byte salt and a 64-byte key, never the password", async () => {
    const stored = await hashPassword("BuildIt-2026!");
    const [scheme, n, r, p, salt, hash] = stored.split("$");
    expect([scheme, n, r, p]).toEqual(["scrypt", "16384", "8", "1"]);
    expect(Buffer.from(salt ?? "", "base64url")).toHaveLength(16);
    expect(Buffer.from(hash ?? "", "base64url")).toHaveLength(64);
    expect(stored).not.toContain("BuildIt");
  });

  it("differ for the same password (random salt)", async () => {
    expect(await hashPassword("same")).not.toBe(await hashPassword("same"));
  });

  it("accept the right password and refuse a wrong one", async () => {
    const stored = await hashPassword("BuildIt-2026!");
    expect(await verifyPassword("BuildIt-2026!", stored)).toBe(true);
    expect(await verifyPassword("buildit-2026!", stored)).toBe(false);
    expect(await verifyPassword("", stored)).toBe(false);
  });

  it("refuse anything that is not one of our hashes", async () => {
    expect(await verifyPassword("x", "")).toBe(false);
    expect(await verifyPassword("x", "bcrypt$2b$10$abc")).toBe(false);
    expect(await verifyPassword("x", "scrypt$a$b$c$c2FsdA$aGFzaA")).toBe(false);
  });
});
