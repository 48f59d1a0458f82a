// @vitest-environment happy-dom
import { renderHook } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ApiError } from "~/lib/api.ts";
import { useActionId } from "./use-action-id.ts";

/** Sends once and gives the client id it was sent under, whatever the answer. */
async function idOfSend(send: ReturnType<typeof useActionId>, answer: () => Promise<unknown>) {
  let used = "";
  await send(async (clientId) => {
    used = clientId;
    return answer();
  }).catch(() => undefined);
  return used;
}

describe("decision 163: an action is sent under one client id until it is answered", () => {
  it("sends again under the same id after no connection or a 5xx, and under a new one after an answer", async () => {
    const { result } = renderHook(() => useActionId());
    const first = await idOfSend(result.current, () => Promise.reject(new TypeError("Failed to fetch")));
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    const unavailable = new ApiError(503, { code: "unavailable", message: "Try again" });
    expect(await idOfSend(result.current, () => Promise.reject(unavailable))).toBe(first);
    expect(await idOfSend(result.current, () => Promise.resolve("taken"))).toBe(first);
    const second = await idOfSend(result.current, () => Promise.resolve("taken"));
    expect(second).not.toBe(first);
    const refused = new ApiError(409, { code: "conflict", message: "Already collected" });
    const refusedUnder = await idOfSend(result.current, () => Promise.reject(refused));
    expect(refusedUnder).not.toBe(second);
    expect(await idOfSend(result.current, () => Promise.resolve("taken"))).not.toBe(refusedUnder);
  });
});
