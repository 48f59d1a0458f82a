import { describe, expect, it } from "vitest";
import { appWithSession, startSession } from "../../test/session-cookie.ts";

const shop = appWithSession();

const putVat = (headers: Record<string, string>) =>
  shop.app.inject({ method: "PUT", url: "/api/preferences/vat", headers, payload: { vat: "EX" } });

const refused = {
  error: { code: "csrf", message: "This form has expired. Please reload the page and try again." },
};

describe("CSRF protection of state-changing API calls", () => {
  it("refuses a call without the x-csrf-token header", async () => {
    const response = await putVat({ cookie: shop.session.cookie });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(refused);
    expect(response.cookies.find((cookie) => cookie.name === "price_vat")).toBeUndefined();
  });

  it("refuses a token that is not the session's", async () => {
    const other = await startSession(shop.app);
    const response = await putVat({ cookie: shop.session.cookie, "x-csrf-token": other.csrfToken });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(refused);
  });

  it("refuses a token without a session", async () => {
    const response = await putVat({ "x-csrf-token": shop.session.csrfToken });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(refused);
  });

  it("accepts the session's own token", async () => {
    const response = await putVat({ cookie: shop.session.cookie, "x-csrf-token": shop.session.csrfToken });
    expect(response.statusCode).toBe(200);
  });

  it("does not ask GET requests for a token", async () => {
    const response = await shop.app.inject({ url: "/api/session", headers: { cookie: shop.session.cookie } });
    expect(response.statusCode).toBe(200);
  });
});
