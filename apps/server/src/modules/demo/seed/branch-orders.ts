/**
 * The demo branch orders (issue 14; decision 137): for every ERP, three orders the demo trade user
 * (trade@example.co.uk) placed at the first branch of that ERP's account's brand, on that account:
 * a delivery still to be picked, a collection of packs ready to collect and an older delivery of
 * timber by length, delivered and invoiced, with a cutting charge the shop does not sell online.
 * Lines are the catalogue's popular products, at the account's discount off list. AX names each
 * line's variant and unit codes as AX does (spec/3 §3 axVariantCode, axUnitCode). Dates follow the
 * day the shop was made. The README names them.
 */
import { sql, type SQL } from "drizzle-orm";
import { ERP_CODES } from "@merchant/domain/accounts";
import type { ErpCode } from "../../../db/schema.ts";
import type { Executor } from "./sql-runner.ts";
import { DEMO_TRADE_ACCOUNTS } from "./trade-accounts.ts";

/** Which of the catalogue's products an order's lines are. */
type Goods = "each" | "packs" | "timber";

const GOODS: Record<Goods, SQL> = {
  each: sql`not is_tally and unit = 'each'`,
  packs: sql`not is_tally and unit <> 'each'`,
  timber: sql`is_tally`,
};

type OrderShape = {
  daysAgo: number;
  fulfilment: "collection" | "delivery";
  status: string;
  /** Days from the shop's making to the day the customer asked for; null when none. */
  requiredIn: number | null;
  customerReference: string | null;
  deliveryPostcode: string | null;
  goods: Goods;
  /** Catalogue lines; timber has a cutting charge after them. */
  lines: number;
  delivered: boolean;
};

/** Newest first, as the account lists them. */
const SHAPES: readonly OrderShape[] = [
  {
    daysAgo: 1,
    fulfilment: "delivery",
    status: "Awaiting picking",
    requiredIn: 2,
    customerReference: "PO-4471",
    deliveryPostcode: "IP4 2BX",
    goods: "each",
    lines: 3,
    delivered: false,
  },
  {
    daysAgo: 6,
    fulfilment: "collection",
    status: "Ready to collect",
    requiredIn: null,
    customerReference: null,
    deliveryPostcode: null,
    goods: "packs",
    lines: 2,
    delivered: false,
  },
  {
    daysAgo: 24,
    fulfilment: "delivery",
    status: "Invoiced",
    requiredIn: -21,
    customerReference: "PO-4398",
    deliveryPostcode: "CO1 1AA",
    goods: "timber",
    lines: 2,
    delivered: true,
  },
];

/** Each ERP's own order numbers; AX numbers its sales orders "SO-" and seven digits. */
const ORDER_NUMBER: Record<ErpCode, (n: number) => string> = {
  bistrack: (n) => `BT-SO${200000 + n}`,
  counteract: (n) => `CT-SO${200000 + n}`,
  ax: (n) => `SO-${String(20000 + n).padStart(7, "0")}`,
  opal: (n) => `OP-SO${200000 + n}`,
};

type DemoBranchOrder = OrderShape & { orderNumber: string; erp: ErpCode };

export const DEMO_BRANCH_ORDERS: readonly DemoBranchOrder[] = ERP_CODES.flatMap((erp) =>
  SHAPES.map((shape, k) => ({ ...shape, erp, orderNumber: ORDER_NUMBER[erp](k + 1) })),
);

const DEMO_BRANCH_ORDER_EMAIL = "trade@example.co.uk";
const CUTTING = { partNumber: "SVC-CUT", description: "Cutting service", priceExVat: 750 };
const DAY_MS = 86_400_000;

export async function insertDemoBranchOrders(executor: Executor, madeAt: Date): Promise<void> {
  // Each order's products follow the last order's of the same goods, most popular first.
  const taken: Record<Goods, number> = { each: 0, packs: 0, timber: 0 };
  for (const order of DEMO_BRANCH_ORDERS) {
    const account = DEMO_TRADE_ACCOUNTS.find(
      (candidate) => candidate.holder === DEMO_BRANCH_ORDER_EMAIL && candidate.erp === order.erp,
    )!;
    const orderedAt = new Date(madeAt.getTime() - order.daysAgo * DAY_MS);
    const requiredAt =
      order.requiredIn === null ? null : new Date(madeAt.getTime() + order.requiredIn * DAY_MS);
    await executor.execute(sql`insert into branch_orders (order_number, erp, branch_id, account_id,
        customer_reference, delivery_postcode, fulfilment, status, staff_name, ordered_at, required_on)
      select ${order.orderNumber}, ${order.erp}, b.id, a.id, ${order.customerReference},
        ${order.deliveryPostcode}, ${order.fulfilment}, ${order.status}, 'Dan Morris', ${orderedAt},
        to_char((${requiredAt}::timestamptz at time zone 'Europe/London')::date, 'YYYY-MM-DD')
      from trade_accounts a
      join branches b on b.brand_code = a.brand_code
      where a.acc_number = ${account.accNumber} order by b.id limit 1`);
    const offset = taken[order.goods];
    taken[order.goods] += order.lines;
    // AX's unit of measure from the catalogue's unit, and a variant per product: timber by its length.
    await executor.execute(sql`insert into branch_order_lines (order_id, position, part_number, description,
        quantity, quantity_delivered, price_ex_vat, ax_variant_code, ax_unit_code)
      select o.id, p.n, p.part_number, p.name, p.n * 4, case when ${order.delivered} then p.n * 4 else 0 end,
        (p.price_ex_vat * ${100 - account.discountPercent}) / 100,
        case when o.erp = 'ax' then 'V-' || case when p.is_tally then (1800 + 600 * p.n)::text
          else lpad(p.id::text, 4, '0') end end,
        case when o.erp = 'ax' then case p.unit when 'each' then 'EA' when 'm' then 'M' when 'pack' then 'PK'
          when 'm2' then 'M2' when 'sheet' then 'SHT' when 'roll' then 'RL' when 'bag' then 'BAG'
          when 'tonne-bag' then 'TB' else upper(p.unit) end end
      from branch_orders o
      join (select id, part_number, name, price_ex_vat, unit, is_tally,
              (row_number() over (order by popularity desc, id) - ${offset})::int as n
            from products where active and ${GOODS[order.goods]}
            order by popularity desc, id offset ${offset} limit ${order.lines}) p on true
      where o.order_number = ${order.orderNumber}`);
    if (order.goods === "timber")
      await executor.execute(sql`insert into branch_order_lines (order_id, position, part_number, description,
          quantity, quantity_delivered, price_ex_vat, ax_unit_code)
        select o.id, ${order.lines + 1}, ${CUTTING.partNumber}, ${CUTTING.description}, 1, 1,
          ${CUTTING.priceExVat}, case when o.erp = 'ax' then 'EA' end
        from branch_orders o where o.order_number = ${order.orderNumber}`);
  }
}
