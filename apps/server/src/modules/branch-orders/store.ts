/**
 * The demo data's branch orders (issue 14): the branch order source the shop reads until a live
 * ERP adapter takes its place (`BranchOrderSource`). A line carries the catalogue's VAT rate of its
 * part number when the shop sells it.
 */
import { sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import type { ErpCode } from "../../db/schema.ts";

export type ErpBranchOrderLine = {
  partNumber: string;
  description: string;
  /** The catalogue's rate, or null when the shop does not sell the part number. */
  vatRate: number | null;
  quantity: number;
  quantityDelivered: number;
  priceExVat: number;
  axVariantCode: string | null;
  axUnitCode: string | null;
};

export type ErpBranchOrder = {
  orderNumber: string;
  erp: ErpCode;
  branch: { id: number; code: string; name: string; phone: string; email: string } | null;
  customerReference: string | null;
  deliveryPostcode: string | null;
  fulfilment: "collection" | "delivery";
  status: string;
  staffName: string;
  orderedAt: Date;
  requiredOn: string | null;
  lines: ErpBranchOrderLine[];
};

/** Where branch orders come from: the demo data here, a branch ERP's order service in a live shop. */
export type BranchOrderSource = {
  /** A trade account's orders, newest first. */
  byAccount(accountId: number): Promise<ErpBranchOrder[]>;
  /** The account's order with this number (any letter case), or null: another account's is none. */
  byNumber(accountId: number, orderNumber: string): Promise<ErpBranchOrder | null>;
};

type OrderRow = Omit<ErpBranchOrder, "branch" | "orderedAt"> & {
  branchId: number | null;
  branchCode: string | null;
  branchName: string | null;
  branchPhone: string | null;
  branchEmail: string | null;
  orderedAt: string;
};

/** Orders with their branch and lines; the caller adds the where and the order. */
const ORDERS = sql`select o.order_number as "orderNumber", o.erp,
    o.customer_reference as "customerReference", o.delivery_postcode as "deliveryPostcode",
    o.fulfilment, o.status, o.staff_name as "staffName", o.ordered_at as "orderedAt",
    o.required_on as "requiredOn",
    b.id as "branchId", b.code as "branchCode", b.name as "branchName", b.phone as "branchPhone",
    b.email as "branchEmail",
    coalesce((select json_agg(json_build_object('partNumber', l.part_number,
        'description', l.description, 'vatRate', p.vat_rate, 'quantity', l.quantity,
        'quantityDelivered', l.quantity_delivered, 'priceExVat', l.price_ex_vat,
        'axVariantCode', l.ax_variant_code, 'axUnitCode', l.ax_unit_code) order by l.position)
      from branch_order_lines l left join products p on p.part_number = l.part_number
      where l.order_id = o.id), '[]') as lines
  from branch_orders o left join branches b on b.id = o.branch_id`;

function orderOf(row: OrderRow): ErpBranchOrder {
  const { branchId, branchCode, branchName, branchPhone, branchEmail, orderedAt, ...order } = row;
  return {
    ...order,
    branch:
      branchId === null
        ? null
        : { id: branchId, code: branchCode!, name: branchName!, phone: branchPhone!, email: branchEmail! },
    orderedAt: new Date(orderedAt),
  };
}

export function createBranchOrderStore(database: Database): BranchOrderSource {
  return {
    async byAccount(accountId) {
      const rows = await database.rows<OrderRow>(
        sql`${ORDERS} where o.account_id = ${accountId} order by o.ordered_at desc, o.id desc`,
      );
      return rows.map(orderOf);
    },

    async byNumber(accountId, orderNumber) {
      const [row] = await database.rows<OrderRow>(
        sql`${ORDERS} where o.account_id = ${accountId} and upper(o.order_number) = upper(${orderNumber})`,
      );
      return row ? orderOf(row) : null;
    },
  };
}
