/**
 * Branch orders the shop itself places (the van app's checkouts, decision 153; the private
 * store's, decision 167): the order numbered by its prefix and its id in seven digits, and its
 * lines, written in the caller's transaction.
 */
import { sql } from "drizzle-orm";
import { rowsOf } from "../../db/rows.ts";
import type { ErpCode } from "../../db/schema.ts";
import type { Executor } from "../../lib/in-transaction.ts";

export type NewBranchOrderLine = {
  partNumber: string;
  name: string;
  quantity: number;
  unitPriceExVat: number;
  axVariantCode?: string | null;
  axUnitCode?: string | null;
};

export type NewBranchOrder = {
  /** "SG" for the van app, "PS" for the private store. */
  prefix: string;
  erp: ErpCode;
  branchId: number;
  accountId: number;
  userId: number;
  /** Who the branch sees placed it ("Stock and Go app", "Private store app"). */
  staffName: string;
  status: string;
  fulfilment: "collection" | "delivery";
  customerReference: string | null;
  deliveryPostcode?: string | null;
  van?: { id: number; kind: string; registration: string; requiredOn: string | null };
  lines: readonly NewBranchOrderLine[];
};

/** Writes the order and its lines in one statement each; answers its number and status. */
export async function placeBranchOrder(
  tx: Executor,
  order: NewBranchOrder,
): Promise<{ orderNumber: string; status: string }> {
  const { van } = order;
  const [placed] = await rowsOf(tx)<{ id: number; orderNumber: string; status: string }>(sql`
    with n as (select nextval(pg_get_serial_sequence('branch_orders', 'id')) as id)
    insert into branch_orders (id, order_number, erp, branch_id, account_id, customer_reference,
      delivery_postcode, fulfilment, status, staff_name, ordered_at, placed_by_user_id,
      van_id, van_order_type, van_registration, required_on)
    select n.id, ${order.prefix + "-"} || lpad(n.id::text, 7, '0'), ${order.erp}, ${order.branchId},
      ${order.accountId}, ${order.customerReference}, ${order.deliveryPostcode ?? null}, ${order.fulfilment},
      ${order.status}, ${order.staffName}, now(), ${order.userId},
      ${van?.id ?? null}, ${van?.kind ?? null}, ${van?.registration ?? null}, ${van?.requiredOn ?? null}
    from n returning id, order_number as "orderNumber", status`);
  const { id, orderNumber, status } = placed!;
  const rows = order.lines.map(
    (line, index) =>
      sql`(${id}, ${index + 1}, ${line.partNumber}, ${line.name}, ${line.quantity}, ${line.unitPriceExVat},
        ${line.axVariantCode ?? null}, ${line.axUnitCode ?? null})`,
  );
  if (rows.length > 0)
    await tx.execute(sql`
      insert into branch_order_lines (order_id, position, part_number, description, quantity, price_ex_vat,
        ax_variant_code, ax_unit_code)
      values ${sql.join(rows, sql`, `)}`);
  return { orderNumber, status };
}
