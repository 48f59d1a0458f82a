// @vitest-environment happy-dom
/**
 * Issue 18 Offline (decision 169): the outbox keeps each user's actions in IndexedDB in the order
 * made and sends them in that order, removing one only once the server has answered it.
 */
import "fake-indexeddb/auto";
import { describe, expect, it } from "vitest";
import { ApiError } from "~/lib/api.ts";
import {
  deliveryLabel,
  flushOutbox,
  isNoConnection,
  oneAtATime,
  queuedCountText,
  queuedText,
  type QueuedAction,
} from "./outbox.ts";
import { idbOutbox } from "./outbox-store.ts";

let databases = 0;
const freshOutbox = () => idbOutbox(`outbox-test-${++databases}`);

let made = 0;
function delivery(invoice: string, user = "van@example.co.uk"): QueuedAction {
  return {
    kind: "delivery",
    clientId: crypto.randomUUID(),
    user,
    label: deliveryLabel([invoice]),
    queuedAt: ++made,
    body: { invoiceNumbers: [invoice] },
  };
}

const delivered = (action: QueuedAction) => {
  const [invoice] = (action as Extract<QueuedAction, { kind: "delivery" }>).body.invoiceNumbers;
  return { success: [invoice], fail: [], message: "" };
};

describe("the outbox store (IndexedDB through idb)", () => {
  it("keeps a user's actions oldest first, apart from another user's, until removed", async () => {
    const outbox = freshOutbox();
    const [first, second, theirs] = [
      delivery("ABC/000001"),
      delivery("ABC/000002"),
      delivery("ABC/000003", "van2@example.co.uk"),
    ];
    await outbox.add(second);
    await outbox.add(theirs);
    await outbox.add(first);
    expect((await outbox.list("van@example.co.uk")).map((action) => action.clientId)).toEqual([
      first.clientId,
      second.clientId,
    ]);
    await outbox.remove(first.clientId);
    expect(await outbox.list("van@example.co.uk")).toEqual([second]);
    expect(await outbox.list("van2@example.co.uk")).toEqual([theirs]);
  });
});

describe("flushOutbox: sends in order, each removed only once answered", () => {
  it("sends every action under its own id in the order made and empties the queue", async () => {
    const outbox = freshOutbox();
    const actions = [delivery("ABC/000001"), delivery("ABC/000002")];
    for (const action of actions) await outbox.add(action);
    const sent: string[] = [];
    const result = await flushOutbox(outbox, "van@example.co.uk", async (action) => {
      sent.push(action.clientId);
      return delivered(action);
    });
    expect(sent).toEqual(actions.map((action) => action.clientId));
    expect(result.stopped).toBeNull();
    expect(result.notices[0]).toEqual({
      clientId: actions[0]!.clientId,
      outcome: "sent",
      lines: [
        "Sent: the delivery of ABC/000001.",
        "Delivery Result : ",
        "ABC/000001 - has been added to the delivery.",
      ],
    });
    expect(await outbox.list("van@example.co.uk")).toEqual([]);
  });

  it("stops at the first action without a connection and keeps it and those after it", async () => {
    const outbox = freshOutbox();
    const actions = [delivery("ABC/000001"), delivery("ABC/000002"), delivery("ABC/000003")];
    for (const action of actions) await outbox.add(action);
    let calls = 0;
    const result = await flushOutbox(outbox, "van@example.co.uk", async (action) => {
      if (++calls === 2) throw new TypeError("Failed to fetch");
      return delivered(action);
    });
    expect(result.stopped).toBe("offline");
    expect(calls).toBe(2);
    expect((await outbox.list("van@example.co.uk")).map((action) => action.clientId)).toEqual([
      actions[1]!.clientId,
      actions[2]!.clientId,
    ]);
  });

  it.each([
    [503, "server"],
    [429, "server"],
    [408, "server"],
    [401, "signed-out"],
  ] as const)("keeps the action after a %i and stops (%s)", async (status, stopped) => {
    const outbox = freshOutbox();
    const action = delivery("ABC/000001");
    await outbox.add(action);
    const result = await flushOutbox(outbox, "van@example.co.uk", () =>
      Promise.reject(new ApiError(status, { code: "x", message: "Not now" })),
    );
    expect(result).toEqual({ notices: [], stopped });
    expect(await outbox.list("van@example.co.uk")).toEqual([action]);
  });

  it("drops an action refused for good (a 4xx), says why, and goes on to the next", async () => {
    const outbox = freshOutbox();
    const [refused, next] = [delivery("ABC/000001"), delivery("ABC/000002")];
    await outbox.add(refused);
    await outbox.add(next);
    const result = await flushOutbox(outbox, "van@example.co.uk", async (action) => {
      if (action === refused || action.clientId === refused.clientId)
        throw new ApiError(409, { code: "conflict", message: "This collection has already been collected." });
      return delivered(action);
    });
    expect(result.stopped).toBeNull();
    expect(result.notices.map((notice) => [notice.outcome, notice.lines[1]])).toEqual([
      ["refused", "This collection has already been collected."],
      ["sent", "Delivery Result : "],
    ]);
    expect(await outbox.list("van@example.co.uk")).toEqual([]);
  });

  it("sends only the signed-in user's actions", async () => {
    const outbox = freshOutbox();
    const theirs = delivery("ABC/000009", "van2@example.co.uk");
    await outbox.add(theirs);
    const sent: QueuedAction[] = [];
    await flushOutbox(outbox, "van@example.co.uk", async (action) => sent.push(action));
    expect(sent).toEqual([]);
    expect(await outbox.list("van2@example.co.uk")).toEqual([theirs]);
  });

  it("words stock adjustments and collections from the server's answer", async () => {
    const outbox = freshOutbox();
    const base = { user: "van@example.co.uk", label: "x" };
    await outbox.add({
      ...base,
      kind: "adjustment",
      clientId: crypto.randomUUID(),
      queuedAt: ++made,
      vanId: 1,
      body: { productId: 7, transactionType: "damaged", quantity: 2 },
    });
    await outbox.add({
      ...base,
      kind: "collection",
      clientId: crypto.randomUUID(),
      queuedAt: ++made,
      collectionId: 3,
      body: { signature: "data:image/png;base64,", signerName: "Kim" },
    });
    const replies = [
      { message: "Stock updated.", product: { name: "Copper pipe 15mm", currentStockLevel: 8 } },
      { orderNumber: "COL-BU001-1", collectedAt: "2026-11-29T00:00:00Z" },
    ];
    const result = await flushOutbox(outbox, "van@example.co.uk", async () => replies.shift());
    expect(result.notices.map((notice) => notice.lines)).toEqual([
      ["Stock updated. Copper pipe 15mm: 8 in the van."],
      ["Collection COL-BU001-1 has been signed for."],
    ]);
  });
});

describe("the outbox's words and checks", () => {
  it("counts queued actions and says an action is queued", () => {
    expect(queuedCountText(1)).toBe("1 action queued, to be sent when the signal returns.");
    expect(queuedCountText(3)).toBe("3 actions queued, to be sent when the signal returns.");
    expect(queuedText(deliveryLabel(["ABC/000001", "ABC/000002"]))).toBe(
      "No signal: the delivery of 2 invoices is queued and will be sent when the connection returns.",
    );
  });

  it("takes a failed fetch or a timeout for no connection, never a server's answer", () => {
    expect(isNoConnection(new TypeError("Failed to fetch"))).toBe(true);
    expect(isNoConnection(new DOMException("timed out", "TimeoutError"))).toBe(true);
    expect(isNoConnection(new ApiError(503, { code: "x", message: "y" }))).toBe(false);
    expect(isNoConnection(new Error("a bug"))).toBe(false);
  });

  it("runs one flush at a time", async () => {
    const order: string[] = [];
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    let runs = 0;
    const flush = oneAtATime(async () => {
      const run = ++runs;
      order.push(`start ${run}`);
      if (run === 1) await gate;
      order.push(`end ${run}`);
    });
    const both = Promise.all([flush(), flush()]);
    await Promise.resolve();
    release();
    await both;
    expect(order).toEqual(["start 1", "end 1", "start 2", "end 2"]);
  });
});
