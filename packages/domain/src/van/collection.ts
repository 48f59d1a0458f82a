import { fail, ok, type Result } from "../shared/result.ts";
import {
  COLLECTION_NOT_CHOSEN,
  COLLECTION_NOT_SIGNED,
  COLLECTION_SIGNER_MISSING,
  NO_COLLECTIONS,
} from "./messages.ts";

/** spec/3 §3 Collection, as the confirm form holds it. */
export type CollectionConfirm = {
  readonly orderNumber?: string;
  readonly signature?: string;
  readonly signerName?: string;
};

export type ConfirmedCollection = {
  readonly orderNumber: string;
  readonly signature: string;
  readonly signerName: string;
};

export type CollectionRefusal = "no_collection" | "no_signature" | "no_signer_name";

/**
 * spec/3 §5 Collection confirm: a collection chosen, a signature and a name, checked in that
 * order so the operator fixes the form from the top.
 */
export function checkCollectionConfirm(
  form: CollectionConfirm,
): Result<ConfirmedCollection, CollectionRefusal> {
  const orderNumber = (form.orderNumber ?? "").trim();
  const signature = form.signature ?? "";
  const signerName = (form.signerName ?? "").trim();
  if (orderNumber === "") return fail("no_collection", COLLECTION_NOT_CHOSEN);
  if (signature.trim() === "") return fail("no_signature", COLLECTION_NOT_SIGNED);
  if (signerName === "") return fail("no_signer_name", COLLECTION_SIGNER_MISSING);
  return ok({ orderNumber, signature, signerName });
}

/** spec/3 §8: the notice of an empty collections list, else null. */
export function collectionsNotice(collectionCount: number): string | null {
  return collectionCount > 0 ? null : NO_COLLECTIONS;
}
