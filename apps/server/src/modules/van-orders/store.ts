/**
 * The van orders module's rows (issue 18): branch orders for the vans of the user's trade
 * accounts, and the delivery calendar's bookings. Every read names the user or their van: an
 * order is found only through the trade accounts they hold.
 */
import { sql, type SQL } from "drizzle-orm";
import {
  GOODS_COLLECTED_STATUS,
  normaliseRegistration,
  type DeliveryPriority,
  type DeliveryType,
} from "@merchant/domain/van";
import type { Database } from "../../db/client.ts";
import { rowsOf } from "../../db/rows.ts";
import type { Executor } from "../../lib/in-transaction.ts";

export type OrderRow = {
  id: number;
  orderNumber: string;
  statusId: number | null;
  status: string;
  registration: string;
  type: "van" | "void";
  ageInDays: number;
  employeeId: string | null;
  orderedAt: string;
  accountId: number;
  lines: { partNumber: string; description: string; quantity: number }[];
};

export type OrderFilter = {
  registration?: string | undefined;
  employee?: string | undefined;
  type?: "van" | "void" | undefined;
  days?: number | undefined;
  term?: string | undefined;
  open?: boolean;
};

export type BookingRow = {
  id: number;
  timeSlot: string;
  vanId: number;
  accNumber: string;
  bookedAt: string;
};

const REGISTRATION_KEY = sql`upper(replace(coalesce(bo.van_registration, ''), ' ', ''))`;
const holds = (term: string, column: SQL) => sql`strpos(lower(${column}), lower(${term})) > 0`;

function conditions(userId: number, filter: OrderFilter): SQL {
  const parts: SQL[] = [
    sql`bo.van_order_type is not null`,
    sql`bo.account_id in (select account_id from trade_account_users where user_id = ${userId})`,
  ];
  if (filter.open) parts.push(sql`bo.status_id is distinct from ${GOODS_COLLECTED_STATUS}`);
  if (filter.registration)
    parts.push(sql`${REGISTRATION_KEY} = ${normaliseRegistration(filter.registration)}`);
  if (filter.employee) parts.push(sql`bo.employee_id = ${filter.employee}`);
  if (filter.type) parts.push(sql`bo.van_order_type = ${filter.type}`);
  if (filter.days !== undefined)
    parts.push(sql`bo.ordered_at >= now() - make_interval(days => ${filter.days})`);
  if (filter.term)
    parts.push(sql`(${holds(filter.term, sql`bo.order_number`)} or ${holds(filter.term, sql`coalesce(bo.van_registration, '')`)}
      or exists (select 1 from branch_order_lines l where l.order_id = bo.id and ${holds(filter.term, sql`l.part_number`)}))`);
  return sql.join(parts, sql` and `);
}

const ORDER_COLUMNS = sql`bo.id, bo.order_number as "orderNumber", bo.status_id as "statusId", bo.status,
  coalesce(bo.van_registration, '') as registration, bo.van_order_type as type,
  floor(extract(epoch from now() - bo.ordered_at) / 86400)::int as "ageInDays",
  bo.employee_id as "employeeId", to_char(bo.ordered_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "orderedAt",
  bo.account_id as "accountId",
  coalesce((select json_agg(json_build_object('partNumber', l.part_number, 'description', l.description,
    'quantity', l.quantity) order by l.position) from branch_order_lines l where l.order_id = bo.id), '[]') as lines`;

export function createVanOrderStore(database: Database) {
  return {
    async orders(userId: number, filter: OrderFilter): Promise<OrderRow[]> {
      return database.rows<OrderRow>(
        sql`select ${ORDER_COLUMNS} from branch_orders bo where ${conditions(userId, filter)}
          order by bo.ordered_at desc, bo.id desc limit 200`,
      );
    },

    /** The filter's choices: the registrations and employees of the open orders. */
    async openOrderFacets(userId: number): Promise<{ registrations: string[]; employees: string[] }> {
      const where = conditions(userId, { open: true });
      const [registrations, employees] = await Promise.all([
        database.rows<{
          value: string;
        }>(sql`select distinct bo.van_registration as value from branch_orders bo
          where ${where} and bo.van_registration is not null order by 1`),
        database.rows<{ value: string }>(sql`select distinct bo.employee_id as value from branch_orders bo
          where ${where} and bo.employee_id is not null order by 1`),
      ]);
      return { registrations: registrations.map((r) => r.value), employees: employees.map((r) => r.value) };
    },

    async openOrder(userId: number, orderNumber: string): Promise<OrderRow | undefined> {
      const [row] = await database.rows<OrderRow>(
        sql`select ${ORDER_COLUMNS} from branch_orders bo
          where ${conditions(userId, { open: true })} and bo.order_number = ${orderNumber}`,
      );
      return row;
    },

    /**
     * Sets status 60 with the registration, and the van receiving the items when the order's
     * registration changes; conditional on the order being still open, so its row count decides.
     */
    async setCollected(
      tx: Executor,
      change: { orderId: number; status: string; registration: string; vanId: number | null },
    ): Promise<boolean> {
      const rows = await rowsOf(tx)<{ id: number }>(sql`
        update branch_orders set status_id = ${GOODS_COLLECTED_STATUS}, status = ${change.status},
          van_registration = ${change.registration}, van_id = coalesce(${change.vanId}::int, van_id)
        where id = ${change.orderId} and status_id is distinct from ${GOODS_COLLECTED_STATUS} returning id`);
      return rows.length === 1;
    },

    /** The home branch's email: the order account's first branch (as the app's store defaults to). */
    async homeBranchEmail(accountId: number): Promise<string | null> {
      const [row] = await database.rows<{ email: string | null }>(sql`
        select b.email from trade_account_branches tab join branches b on b.id = tab.branch_id
        where tab.account_id = ${accountId} order by tab.branch_id limit 1`);
      return row?.email ?? null;
    },

    async vanAccount(vanId: number): Promise<{ accountId: number; accNumber: string }> {
      const [row] = await database.rows<{ accountId: number; accNumber: string }>(sql`
        select ta.id as "accountId", ta.acc_number as "accNumber" from vans v
        join trade_accounts ta on ta.id = v.account_id where v.id = ${vanId}`);
      return row!;
    },

    async bookingsOn(day: string): Promise<BookingRow[]> {
      return database.rows<BookingRow>(sql`
        select b.id, b.time_slot as "timeSlot", b.van_id as "vanId", ta.acc_number as "accNumber",
          to_char(b.booked_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "bookedAt"
        from van_delivery_bookings b join trade_accounts ta on ta.id = b.account_id
        where b.day = ${day} order by b.time_slot, b.place`);
    },

    async vanBookingsBetween(vanId: number, from: string, to: string) {
      return database.rows<{ date: string; time: string }>(sql`
        select day as date, time_slot as time from van_delivery_bookings
        where van_id = ${vanId} and day between ${from} and ${to} order by day, time_slot`);
    },

    /**
     * Takes the lowest free place of the time slot in one statement. The unique indexes decide:
     * of two bookings of the last place, or two of one van, one inserts and the other none.
     */
    async book(booking: {
      day: string;
      time: string;
      places: number;
      priority: string;
      type: string;
      vanId: number;
      accountId: number;
      userId: number;
    }): Promise<number | undefined> {
      const { day, time } = booking;
      const [row] = await database.rows<{ id: number }>(sql`
        insert into van_delivery_bookings (day, time_slot, place, priority, type, van_id, account_id, booked_by_user_id)
        select ${day}, ${time}, place, ${booking.priority}, ${booking.type}, ${booking.vanId}, ${booking.accountId}, ${booking.userId}
        from generate_series(1, ${booking.places}::int) place
        where place not in (select b.place from van_delivery_bookings b where b.day = ${day} and b.time_slot = ${time})
        order by place limit 1
        on conflict do nothing returning id`);
      return row?.id;
    },

    async vanHolds(vanId: number, day: string, time: string): Promise<boolean> {
      const rows = await database.rows<{ id: number }>(sql`
        select id from van_delivery_bookings where van_id = ${vanId} and day = ${day} and time_slot = ${time}`);
      return rows.length > 0;
    },

    /** Releases the van's booking; another van's answers as none. */
    async cancel(
      vanId: number,
      bookingId: number,
    ): Promise<{ day: string; priority: DeliveryPriority; type: DeliveryType } | undefined> {
      const [row] = await database.rows<{ day: string; priority: DeliveryPriority; type: DeliveryType }>(sql`
        delete from van_delivery_bookings where id = ${bookingId} and van_id = ${vanId}
        returning day, priority, type`);
      return row;
    },
  };
}

export type VanOrderStore = ReturnType<typeof createVanOrderStore>;
