import { describe, expect, it } from "vitest";
import { APP_LOGOUT_PATH, IDLE_LOGOUT_MS, IDLE_WARNING_MS, idleState } from "./idle.ts";
import { KEEP_LOGGED_IN, SESSION_TIMEOUT_WARNING } from "./messages.ts";

describe("spec/3 §4, §9 Session — idle warning at 840000 ms, logout at 900000 ms", () => {
  it("keeps the spec's constants", () => {
    expect(IDLE_WARNING_MS).toBe(840000);
    expect(IDLE_LOGOUT_MS).toBe(900000);
    expect(APP_LOGOUT_PATH).toBe("/app/logout");
  });

  it.each([
    [0, "active"],
    [IDLE_WARNING_MS - 1, "active"],
    [IDLE_WARNING_MS, "warn"],
    [IDLE_LOGOUT_MS - 1, "warn"],
    [IDLE_LOGOUT_MS, "logout"],
    [Number.POSITIVE_INFINITY, "logout"],
    [-5000, "active"],
    [Number.NaN, "logout"],
  ] as const)("%s ms idle is %s", (ms, state) => {
    expect(idleState(ms)).toBe(state);
  });
});

describe("spec/3 §8 Session — the idle warning", () => {
  it("reads as the spec says, with its button", () => {
    expect(SESSION_TIMEOUT_WARNING).toBe("Session Timeout Warning - You will be logged out in 1 minute unless you act now!");
    expect(KEEP_LOGGED_IN).toBe("Keep me logged in");
  });
});
