/**
 * The payments rows the gateways' notices change. The checkout and the account payments write
 * them (with the gateway's reference); a notice only moves one to its outcome.
 */
import { sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import type { PaymentEvent } from "../../adapters/payments/index.ts";

export function createPaymentsStore(database: Database) {
  return {
    /**
     * Marks the payment with this gateway reference as the notice says, and answers how many rows
     * changed. Each statement changes only a row not already there, so a notice delivered twice
     * changes nothing the second time; and as a charge that succeeded cannot fail afterwards, a
     * late or out-of-order decline never undoes an authorisation.
     */
    async applyEvent(gateway: string, event: PaymentEvent): Promise<number> {
      const changed =
        event.outcome === "authorised"
          ? await database.rows<{ id: number }>(sql`update payments
              set status = 'authorised', decline_reason = null
              where gateway = ${gateway} and gateway_reference = ${event.reference} and status <> 'authorised'
              returning id`)
          : await database.rows<{ id: number }>(sql`update payments
              set status = 'declined', decline_reason = ${event.reason}
              where gateway = ${gateway} and gateway_reference = ${event.reference}
                and status not in ('authorised', 'declined')
              returning id`);
      return changed.length;
    },
  };
}

export type PaymentsStore = ReturnType<typeof createPaymentsStore>;
