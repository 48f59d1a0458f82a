import { fail, fillMessage, ok, type Result } from "../shared/result.ts";
import {
  DELIVERY_RESULT_PREFIX,
  INVOICE_DELIVERED,
  INVOICE_FAILED_CHECKS,
  NOTHING_TO_DELIVER,
} from "./messages.ts";

export type DeliveryRequest = { readonly invoiceNumbers: readonly string[]; readonly storeCode: string };

/** spec/3 §5: deliver needs at least one scanned invoice and the store it is delivered from. */
export function checkDelivery({
  invoiceNumbers,
  storeCode,
}: DeliveryRequest): Result<DeliveryRequest, "nothing_to_deliver"> {
  const store = storeCode.trim();
  if (invoiceNumbers.length === 0 || store === "") return fail("nothing_to_deliver", NOTHING_TO_DELIVER);
  return ok({ invoiceNumbers, storeCode: store });
}

/** spec/3 §7 psdeliveritems reply: the invoices taken and the invoices refused. */
export type DeliveryOutcome = { readonly success: readonly string[]; readonly fail: readonly string[] };

/**
 * spec/3 §8 Delivery result: one line per invoice, the delivered ones first, shown after the
 * prefix 'Delivery Result : '.
 */
export function deliveryResult({ success, fail: failed }: DeliveryOutcome): {
  readonly lines: string[];
  readonly message: string;
} {
  const lines = [
    ...success.map((invoice) => fillMessage(INVOICE_DELIVERED, { invoice })),
    ...failed.map((invoice) => fillMessage(INVOICE_FAILED_CHECKS, { invoice })),
  ];
  return { lines, message: `${DELIVERY_RESULT_PREFIX}${lines.join(" ")}`.trimEnd() };
}
