// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  expiredSessionPath,
  expiredSessionWatch,
  isOnWayOut,
  rememberSignedIn,
  signedOutPath,
} from "./session-expiry.ts";

afterEach(() => rememberSignedIn(false));

describe("an expired session's way out (decision 121)", () => {
  it("goes through logout, keeping the page it was on with its query", () => {
    expect(expiredSessionPath(new URL("http://shop.test/basket?x=1"))).toBe(
      "/account/logout?redirectTo=%2Fbasket%3Fx%3D1",
    );
  });

  it("lands on the signed-out page with the page to come back to", () => {
    expect(signedOutPath("/basket")).toBe("/account/signed-out?redirectTo=%2Fbasket");
  });

  it("does not send the logout and signed-out pages round again", () => {
    expect(isOnWayOut("/account/logout")).toBe(true);
    expect(isOnWayOut("/account/signed-out")).toBe(true);
    expect(isOnWayOut("/account")).toBe(false);
  });

  it("leaves the van app to sign a dead session in again itself, under both prefixes", () => {
    expect(isOnWayOut("/app")).toBe(true);
    expect(isOnWayOut("/app/sulogin")).toBe(true);
    expect(isOnWayOut("/appmears/login")).toBe(true);
    expect(isOnWayOut("/apple-pie")).toBe(false);
    expect(isOnWayOut("/application")).toBe(false);
  });
});

describe("the browser's watch on account calls", () => {
  const answered = (path: string, status: number) => ({
    request: new Request(`http://shop.test${path}`),
    response: new Response(null, { status }),
  });
  const respond = (watch: ReturnType<typeof expiredSessionWatch>, path: string, status: number) =>
    // openapi-fetch hands the middleware more than this; the watch reads only these two.
    watch.onResponse?.(answered(path, status) as never);

  it("leaves through logout, once, when an account call answers 401 on a signed-in page", () => {
    const leave = vi.fn();
    const watch = expiredSessionWatch(leave);
    rememberSignedIn(true);
    respond(watch, "/api/account/active-account", 401);
    respond(watch, "/api/account/trade-accounts", 401);
    expect(leave).toHaveBeenCalledTimes(1);
  });

  it("stays for a 401 on a page that showed no one signed in, another status, or a call that is not an account call", () => {
    const leave = vi.fn();
    const watch = expiredSessionWatch(leave);
    respond(watch, "/api/account/trade-accounts", 401);
    rememberSignedIn(true);
    respond(watch, "/api/account/trade-accounts", 409);
    respond(watch, "/api/basket/items", 401);
    expect(leave).not.toHaveBeenCalled();
  });
});
