/** What decides a branch's delivery days: the weekdays its vans run and its lead time (issue 12). */
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { branches } from "../../db/schema.ts";

export type DeliverySchedule = {
  id: number;
  name: string;
  /** ISO weekdays, 1 Monday … 7 Sunday. */
  weekdays: number[];
  leadDays: number;
};

export function createDeliveryDatesStore(db: Db) {
  return {
    /** The branch's name and delivery days, or null when there is no such branch. */
    async schedule(branchId: number): Promise<DeliverySchedule | null> {
      const [row] = await db
        .select({
          id: branches.id,
          name: branches.name,
          weekdays: branches.deliveryWeekdays,
          leadDays: branches.deliveryLeadDays,
        })
        .from(branches)
        .where(eq(branches.id, branchId));
      return row ?? null;
    },
  };
}

export type DeliveryDatesStore = ReturnType<typeof createDeliveryDatesStore>;
