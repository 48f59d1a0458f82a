/**
 * Input the database cannot take (a NUL byte, a number past PostgreSQL's integer) is refused at
 * every route family's schema with a 400 naming the field: it used to reach PostgreSQL and be a
 * 500. One case per family; the fuzz suite (hostile-input.test.ts) covers the rest.
 */
import { describe, expect, it } from "vitest";
import { appWithSession } from "./session-cookie.ts";

const shop = appWithSession({ data: "demo" });

const CONTROL = "Must not contain control characters";
const INT4_MAX = 2_147_483_647;
const PAST_INT4 = "2147483648";
const TOO_BIG = `Must be at most ${INT4_MAX}`;

type Case = {
  family: string;
  method?: "GET" | "POST" | "PUT";
  url: string;
  body?: object;
  field: string;
  problem: string;
};

const cases: Case[] = [
  { family: "search", url: "/api/search?q=oak%00beam", field: "q", problem: CONTROL },
  { family: "search", url: "/api/search/autocomplete?q=oak%00beam", field: "q", problem: CONTROL },
  { family: "catalogue", url: "/api/products/oak%00beam", field: "slug", problem: CONTROL },
  { family: "catalogue", url: "/api/categories/timber%00/products", field: "slug", problem: CONTROL },
  {
    family: "catalogue",
    url: `/api/categories/timber/products?minPrice=${PAST_INT4}`,
    field: "minPrice",
    problem: TOO_BIG,
  },
  {
    family: "catalogue",
    url: "/api/categories/timber/products?maxPrice=99999999999",
    field: "maxPrice",
    problem: TOO_BIG,
  },
  {
    family: "catalogue",
    url: "/api/categories/timber/products?brand=Oak%00",
    field: "brand",
    problem: CONTROL,
  },
  {
    family: "catalogue",
    url: "/api/categories/timber/products?page=10001",
    field: "page",
    problem: "Must be at most 10000",
  },
  { family: "branches", url: "/api/branches?q=Ips%00wich", field: "q", problem: CONTROL },
  { family: "branches", url: "/api/branches?feature=Kitchen%01", field: "feature", problem: CONTROL },
  { family: "branches", url: `/api/branches/${PAST_INT4}`, field: "id", problem: TOO_BIG },
  { family: "media", url: `/media/products/${PAST_INT4}/1.svg`, field: "id", problem: TOO_BIG },
  { family: "media", url: "/media/products/1/99999999999.svg", field: "n", problem: "Must be at most 100" },
  {
    family: "auth",
    method: "POST",
    url: "/api/auth/login",
    body: { email: "sam\u0000@example.co.uk", password: "x" },
    field: "email",
    problem: CONTROL,
  },
  {
    family: "branch orders",
    url: "/api/account/branch-orders/BT-SO%0020001",
    field: "orderNumber",
    problem: CONTROL,
  },
  {
    family: "session",
    method: "PUT",
    url: "/api/preferences/vat",
    body: { vat: "INC\u0000" },
    field: "vat",
    problem: "Must be INC or EX",
  },
  {
    family: "session",
    method: "PUT",
    url: "/api/preferences/cookies",
    body: { consent: "all\u0000" },
    field: "consent",
    problem: "Must be all or essential",
  },
];

describe("input the database cannot take", () => {
  it.each(cases)(
    "$family: $url is a 400 naming $field",
    async ({ method = "GET", url, body, field, problem }) => {
      const { app, session } = shop;
      const response = await app.inject({
        method,
        url,
        headers: { cookie: session.cookie, "x-csrf-token": session.csrfToken },
        ...(body ? { payload: body } : {}),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatchObject({ code: "bad_request", fields: { [field]: problem } });
      expect(response.json().error.message).toContain(`${field} ${problem.charAt(0).toLowerCase()}`);
    },
  );
});
