import { fillMessage } from "../shared/result.ts";
import { ORDER_STATUS_SET } from "./messages.ts";
import { normaliseRegistration, sameRegistration } from "./vehicles.ts";

/** spec/3 §4, §9: order status 60 means the goods were collected. */
export const GOODS_COLLECTED_STATUS = 60;

/** Which vehicle receives the items when the order's registration is not the current van's. */
export type RegistrationChoice = "order" | "current";

export type GoodsCollectedInput = {
  readonly orderNo: string;
  readonly orderRegistration: string;
  readonly currentRegistration: string;
  readonly choice?: RegistrationChoice;
};

/** spec/3 §7 sgupdatebranchorderstatus payload. */
export type OrderStatusRequest = {
  readonly statusID: typeof GOODS_COLLECTED_STATUS;
  readonly orderNo: string;
  readonly vanReg: string;
  readonly changeRegOnOrder: boolean;
};

export type GoodsCollectedDecision =
  | { readonly kind: "choose"; readonly orderRegistration: string; readonly currentRegistration: string }
  | { readonly kind: "request"; readonly request: OrderStatusRequest };

/**
 * spec/3 §4 Order status: setting status 60 with a van registration. When the order names
 * another vehicle the operator chooses: keep the order's registration, or use the current one
 * and flag the order to change its registration. An order naming no vehicle simply takes the
 * current van (docs/decisions/034-van-invoice-numbers-and-registrations.md).
 */
export function goodsCollected(input: GoodsCollectedInput): GoodsCollectedDecision {
  const request = (vanReg: string, changeRegOnOrder: boolean): GoodsCollectedDecision => ({
    kind: "request",
    request: {
      statusID: GOODS_COLLECTED_STATUS,
      orderNo: input.orderNo,
      vanReg: normaliseRegistration(vanReg),
      changeRegOnOrder,
    },
  });
  if (input.orderRegistration.trim() === "") return request(input.currentRegistration, true);
  if (sameRegistration(input.orderRegistration, input.currentRegistration))
    return request(input.currentRegistration, false);
  if (input.choice === "order") return request(input.orderRegistration, false);
  if (input.choice === "current") return request(input.currentRegistration, true);
  return {
    kind: "choose",
    orderRegistration: input.orderRegistration,
    currentRegistration: input.currentRegistration,
  };
}

/** spec/3 §8: the success text once the status is set; the order leaves the van orders list. */
export function orderStatusSetMessage(orderNo: string, statusName: string): string {
  return fillMessage(ORDER_STATUS_SET, { n: orderNo, status: statusName });
}
