/**
 * The demo van orders (issue 18; spec/3 §2 Orders tab, §3 Order): branch orders for the demo van
 * operators' vans, at their account's first branch, each with the registration on the order and
 * the ERP's employee id. Jo's account has three to collect (one naming the spare van, one void
 * order) and one already collected, for the order history; Chris's account one of its own, which
 * Jo must never reach. Dates follow the day the shop was made. The README names them.
 */
import { sql } from "drizzle-orm";
import { GOODS_COLLECTED_STATUS } from "@merchant/domain/van";
import type { Executor } from "./sql-runner.ts";

/** The ERP's status before collection: the branch has picked the goods (ours, decision 161). */
export const READY_TO_COLLECT_STATUS = 50;

type DemoVanOrder = {
  orderNumber: string;
  accNumber: string;
  registration: string;
  employeeId: string;
  type: "van" | "void";
  daysAgo: number;
  collected: boolean;
};

export const DEMO_VAN_ORDERS: readonly DemoVanOrder[] = [
  {
    orderNumber: "VO-100101",
    accNumber: "FLE1001",
    registration: "VN24 BLD",
    employeeId: "E1001",
    type: "van",
    daysAgo: 1,
    collected: false,
  },
  {
    orderNumber: "VO-100102",
    accNumber: "FLE1001",
    registration: "VN19 SPR",
    employeeId: "E1002",
    type: "van",
    daysAgo: 3,
    collected: false,
  },
  {
    orderNumber: "VO-100103",
    accNumber: "FLE1001",
    registration: "VN24 BLD",
    employeeId: "E1002",
    type: "void",
    daysAgo: 9,
    collected: false,
  },
  {
    orderNumber: "VO-100104",
    accNumber: "FLE1001",
    registration: "VN24 BLD",
    employeeId: "E1001",
    type: "void",
    daysAgo: 20,
    collected: true,
  },
  {
    orderNumber: "VO-200101",
    accNumber: "DAL1001",
    registration: "DL23 HRP",
    employeeId: "E2001",
    type: "van",
    daysAgo: 2,
    collected: false,
  },
];

const DAY_MS = 24 * 60 * 60 * 1000;
/** Lines per order: the catalogue's most popular products sold each. */
const LINES = 2;

export async function insertDemoVanOrders(executor: Executor, madeAt: Date): Promise<void> {
  for (const order of DEMO_VAN_ORDERS) {
    const orderedAt = new Date(madeAt.getTime() - order.daysAgo * DAY_MS);
    await executor.execute(sql`
      with made as (
        insert into branch_orders (order_number, erp, branch_id, account_id, customer_reference, fulfilment,
          status, staff_name, ordered_at, van_id, van_order_type, van_registration, employee_id, status_id)
        select ${order.orderNumber}, ta.erp, tab.branch_id, ta.id, ${order.registration}, 'collection',
          ${order.collected ? "Goods collected" : "Ready to collect"}, 'Branch counter', ${orderedAt.toISOString()}::timestamptz,
          v.id, ${order.type}, ${order.registration}, ${order.employeeId},
          ${order.collected ? GOODS_COLLECTED_STATUS : READY_TO_COLLECT_STATUS}
        from trade_accounts ta
        join vans v on v.account_id = ta.id and v.registration = ${order.registration}
        left join lateral (select branch_id from trade_account_branches where account_id = ta.id
          order by branch_id limit 1) tab on true
        where ta.acc_number = ${order.accNumber}
        on conflict (order_number) do nothing
        returning id),
      goods as (
        select id, part_number, name, price_ex_vat, row_number() over (order by popularity desc, id) as position
        from products where not is_tally and unit = 'each' and active order by popularity desc, id limit ${LINES})
      insert into branch_order_lines (order_id, position, part_number, description, quantity, price_ex_vat)
      select made.id, goods.position, goods.part_number, goods.name, goods.position + 1, goods.price_ex_vat
      from made, goods`);
  }
}
