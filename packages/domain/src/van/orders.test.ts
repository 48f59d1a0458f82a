import { describe, expect, it } from "vitest";
import { fail, ok } from "../shared/result.ts";
import { checkForgottenPasswordEmail } from "./forgotten-password.ts";
import { checkOrderSearchTerm, ordersWithinDays } from "./orders.ts";
import {
  canSearchProducts,
  checkStockSearchTerm,
  isSessionInvalidReply,
  SESSION_INVALID_REPLY,
} from "./search.ts";

const orders = [
  { orderNo: "A", ageInDays: 0 },
  { orderNo: "B", ageInDays: 7 },
  { orderNo: "C", ageInDays: 8 },
  { orderNo: "D", ageInDays: Number.NaN },
];

describe("spec/3 §5 — order filter by days shows orders aged at most that many days", () => {
  it("keeps the boundary day and drops the next", () => {
    expect(ordersWithinDays(orders, 7).map((o) => o.orderNo)).toEqual(["A", "B"]);
  });
  it("keeps today's orders for 0 days and none for a negative or NaN filter", () => {
    expect(ordersWithinDays(orders, 0).map((o) => o.orderNo)).toEqual(["A"]);
    expect(ordersWithinDays(orders, -1)).toEqual([]);
    expect(ordersWithinDays(orders, Number.NaN)).toEqual([]);
  });
  it("keeps every order without a filter, in a new list", () => {
    const all = ordersWithinDays(orders, null);
    expect(all).toEqual(orders);
    expect(all).not.toBe(orders);
  });
});

describe("spec/3 §5 — order search needs a term", () => {
  it.each(["", "   "])("refuses %j", (term) => {
    expect(checkOrderSearchTerm(term)).toEqual(
      fail("no_search_term", "Please enter a valid Search Term to proceed."),
    );
  });
  it("accepts one character, trimmed", () => {
    expect(checkOrderSearchTerm(" 7 ")).toEqual(ok("7"));
  });
});

describe("spec/3 §5, §9 — product search needs 3 characters and a store", () => {
  it("searches from 3 characters with a store", () => {
    expect(canSearchProducts("ply", "12")).toBe(true);
    expect(canSearchProducts(" pl ", "12")).toBe(false);
  });
  it.each(["", "  ", null, undefined])("hides results without a store (%j)", (storeId) => {
    expect(canSearchProducts("plywood", storeId)).toBe(false);
  });
});

describe("spec/3 §5 — stock search term", () => {
  it("accepts 3 characters and refuses 2", () => {
    expect(checkStockSearchTerm(" ply ")).toEqual(ok("ply"));
    expect(checkStockSearchTerm("pl")).toEqual(fail("no_search_term", "Please enter a valid search term."));
    expect(checkStockSearchTerm("")).toEqual(fail("no_search_term", "Please enter a valid search term."));
  });
});

describe("spec/3 §4 — a search reply of 000 means the session is invalid", () => {
  it("recognises 000 only", () => {
    expect(SESSION_INVALID_REPLY).toBe("000");
    expect(isSessionInvalidReply("000")).toBe(true);
    expect(isSessionInvalidReply(" 000\n")).toBe(true);
    expect(isSessionInvalidReply("0000")).toBe(false);
    expect(isSessionInvalidReply("<ul></ul>")).toBe(false);
    expect(isSessionInvalidReply("")).toBe(false);
  });
});

describe("spec/3 §5 — forgotten password needs a valid email", () => {
  it.each(["", "  ", "sam", "sam@", "sam@example"])("refuses %j", (email) => {
    expect(checkForgottenPasswordEmail(email)).toEqual(
      fail("invalid_email", "Please enter a valid email address to proceed."),
    );
  });
  it("accepts an email, trimmed", () => {
    expect(checkForgottenPasswordEmail(" sam@example.com ")).toEqual(ok("sam@example.com"));
  });
});
