import { describe, expect, it } from "vitest";
import { DEMO_PASSWORD, DEMO_USERS, insertDemoUsers } from "../modules/demo/seed/users.ts";
import { appWithSession, startSession, type TestSession } from "../../test/session-cookie.ts";

/** `shop.session` is a visitor without a session row: its token is signed from its csrf cookie. */
const shop = appWithSession({ prepare: (database) => insertDemoUsers(database.db, "test") });

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

  it("refuses a token signed for another visitor's csrf cookie", async () => {
    const other = await startSession(shop.app);
    const response = await putVat({ cookie: other.cookie, "x-csrf-token": shop.session.csrfToken });
    expect(response.statusCode).toBe(403);
  });

  it("does not ask GET requests for a token", async () => {
    const response = await shop.app.inject({ url: "/api/session", headers: { cookie: shop.session.cookie } });
    expect(response.statusCode).toBe(200);
  });
});

describe("CSRF protection for a signed-in visitor", () => {
  async function signIn(): Promise<TestSession & { anonymousToken: string }> {
    const anonymous = await startSession(shop.app);
    const login = await shop.app.inject({
      method: "POST",
      url: "/api/auth/login",
      headers: { cookie: anonymous.cookie, "x-csrf-token": anonymous.csrfToken },
      payload: { email: DEMO_USERS[0]?.email, password: DEMO_PASSWORD },
    });
    const sid = login.cookies.find((cookie) => cookie.name === "sid");
    const cookie = `${anonymous.cookie}; sid=${sid?.value}`;
    const session = await shop.app.inject({ url: "/api/session", headers: { cookie } });
    return { cookie, csrfToken: session.json().csrfToken, anonymousToken: anonymous.csrfToken };
  }

  it("accepts only the session's token: not the one from before login, not another visitor's, not none", async () => {
    const signedIn = await signIn();
    expect(signedIn.csrfToken).not.toBe(signedIn.anonymousToken);
    for (const token of [signedIn.anonymousToken, shop.session.csrfToken, undefined]) {
      const response = await putVat({ cookie: signedIn.cookie, ...(token ? { "x-csrf-token": token } : {}) });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual(refused);
    }
    const own = await putVat({ cookie: signedIn.cookie, "x-csrf-token": signedIn.csrfToken });
    expect(own.statusCode).toBe(200);
  });
});
