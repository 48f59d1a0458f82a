import { describe, expect, it } from "vitest";
import { ORDER_EMAIL_FAILED, VOID_COLLECTION_EMAIL_SENT } from "./messages.ts";
import { GOODS_COLLECTED_STATUS, goodsCollected, orderStatusSetMessage } from "./order-status.ts";
import { VOID_EMAIL_CONFIRM_DELAY_MS } from "./timings.ts";

const request = (vanReg: string, changeRegOnOrder: boolean) => ({
  kind: "request",
  request: { statusID: 60, orderNo: "SO-1", vanReg, changeRegOnOrder },
});

describe("spec/3 §4 Order status — 60 (goods collected) with the registration choice", () => {
  it("is status 60", () => {
    expect(GOODS_COLLECTED_STATUS).toBe(60);
  });

  it("sets the status with the current van when the registrations match in any spelling", () => {
    expect(
      goodsCollected({ orderNo: "SO-1", orderRegistration: "ab12 cde", currentRegistration: "AB12CDE" }),
    ).toEqual(request("AB12CDE", false));
  });

  it("asks which vehicle receives the items when they differ", () => {
    expect(
      goodsCollected({ orderNo: "SO-1", orderRegistration: "AB12 CDE", currentRegistration: "XY34 ZZZ" }),
    ).toEqual({
      kind: "choose",
      orderRegistration: "AB12 CDE",
      currentRegistration: "XY34 ZZZ",
    });
  });

  it("keeps the order's registration when chosen", () => {
    expect(
      goodsCollected({
        orderNo: "SO-1",
        orderRegistration: "AB12 CDE",
        currentRegistration: "XY34 ZZZ",
        choice: "order",
      }),
    ).toEqual(request("AB12CDE", false));
  });

  it("uses the current van and flags the order's registration for change when chosen", () => {
    expect(
      goodsCollected({
        orderNo: "SO-1",
        orderRegistration: "AB12 CDE",
        currentRegistration: "XY34 ZZZ",
        choice: "current",
      }),
    ).toEqual(request("XY34ZZZ", true));
  });

  it("gives an order naming no vehicle to the current van without asking", () => {
    expect(
      goodsCollected({ orderNo: "SO-1", orderRegistration: "  ", currentRegistration: "XY34 ZZZ" }),
    ).toEqual(request("XY34ZZZ", true));
  });
});

describe("spec/3 §8 — order status texts", () => {
  it("says the order left the van stock order list", () => {
    expect(orderStatusSetMessage("SO-1", "Goods Collected")).toBe(
      "The status of order SO-1 has been set to Goods Collected. This order has been removed from your van stock order list.",
    );
  });

  it("confirms the void collection email after 4 s", () => {
    expect(VOID_COLLECTION_EMAIL_SENT).toBe(
      "A void order collection confirmation email has been sent to your home branch.",
    );
    expect(VOID_EMAIL_CONFIRM_DELAY_MS).toBe(4000);
  });

  it("reports a failed branch email with its spelling fixed", () => {
    expect(ORDER_EMAIL_FAILED).toBe(
      "The order email could not be sent to your home branch. Please contact your branch to inform them that your order has been received",
    );
  });
});
