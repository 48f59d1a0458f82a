/**
 * spec/2 §3 session delivery data as the session row keeps it (`sessions.data.fulfilment`).
 * Read defensively: a row written by an older version, or hand-edited, is read as "nothing chosen"
 * field by field rather than failing the page.
 */
import { FULFILMENT_TYPES, type Fulfilment } from "@merchant/contract/constants";

export type FulfilmentData = {
  fulfilment: Fulfilment | null;
  collectionBranchId: number | null;
  deliveryPostcode: string | null;
  deliveryBranchId: number | null;
  deliverable: boolean | null;
};

export const NOTHING_CHOSEN: FulfilmentData = {
  fulfilment: null,
  collectionBranchId: null,
  deliveryPostcode: null,
  deliveryBranchId: null,
  deliverable: null,
};

const KEY = "fulfilment";

const id = (value: unknown) => (Number.isInteger(value) && (value as number) > 0 ? (value as number) : null);

export function readFulfilmentData(sessionData: Record<string, unknown> | undefined): FulfilmentData {
  const stored = sessionData?.[KEY];
  if (typeof stored !== "object" || stored === null) return NOTHING_CHOSEN;
  const data = stored as Record<string, unknown>;
  return {
    fulfilment: FULFILMENT_TYPES.find((type) => type === data.fulfilment) ?? null,
    collectionBranchId: id(data.collectionBranchId),
    deliveryPostcode: typeof data.deliveryPostcode === "string" ? data.deliveryPostcode : null,
    deliveryBranchId: id(data.deliveryBranchId),
    deliverable: typeof data.deliverable === "boolean" ? data.deliverable : null,
  };
}

/** The patch that keeps `data` in the session. */
export const fulfilmentPatch = (data: FulfilmentData) => ({ [KEY]: data });

/** The branch whose stock and prices apply: the delivering branch when delivering, else the collection branch. */
export function branchInForce(data: FulfilmentData): number | null {
  if (data.fulfilment === "delivery") return data.deliveryBranchId ?? data.collectionBranchId;
  return data.collectionBranchId ?? data.deliveryBranchId;
}
