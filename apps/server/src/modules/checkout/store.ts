/**
 * Orders in SQL (issue 12). Stock is taken only by conditional updates (`qty = qty - n WHERE qty
 * >= n`): a row that no longer holds enough changes nothing, and the order's transaction rolls
 * back, so no number of simultaneous checkouts can sell what is not there. Every statement of a
 * transaction goes through its `tx`.
 */
import { sql, type SQL } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import type { OrderAddress } from "../../db/schema.ts";
import type { Executor } from "../../lib/in-transaction.ts";

const rowsOf = async <T>(executor: Executor, query: SQL): Promise<T[]> =>
  ((await executor.execute(query)) as unknown as { rows: T[] }).rows;

export type StockSourcesRow = {
  productId: number;
  directShip: boolean;
  local: number;
  feeder: number;
  central: number;
  feederBranchId: number | null;
};

export type NewOrder = {
  reference: string;
  idempotencyKey: string;
  brandCode: string;
  userId: number | null;
  placedBySession: string | null;
  tradeAccountId: number | null;
  branchId: number;
  fulfilment: "collection" | "delivery";
  name: string;
  email: string;
  phone: string | null;
  deliveryAddress: OrderAddress | null;
  invoiceAddress: OrderAddress;
  deliveryDate: string | null;
  productsExVat: number;
  deliveryExVat: number;
  vat: number;
  totalIncVat: number;
  paymentMethod: "card" | "account";
  status: "pending" | "placed";
};

export type NewOrderLine = {
  productId: number;
  partNumber: string;
  name: string;
  quantity: number;
  unitExVat: number;
  vatRate: number;
  totalExVat: number;
  totalIncVat: number;
  clearanceItemId: number | null;
  taken: { local: number; feeder: number; central: number };
};

export type OrderRow = Omit<NewOrder, "status"> & {
  id: number;
  status: "pending" | "placed" | "cancelled";
  createdAt: string;
  branchName: string;
  branchPhone: string;
  branchEmail: string;
  accountNumber: string | null;
};

export type OrderLineRow = Omit<NewOrderLine, "taken" | "clearanceItemId"> & {
  lineNo: number;
  clearanceItemId: number | null;
  takenLocal: number;
  takenFeeder: number;
  takenCentral: number;
};

export type PaymentRow = {
  id: number;
  status: "pending" | "authorised" | "declined" | "failed";
  gatewayReference: string | null;
  cardBrand: string | null;
  cardLast4: string | null;
  declineReason: string | null;
};

export type NewPayment = {
  idempotencyKey: string;
  orderId: number;
  tradeAccountId: number | null;
  userId: number | null;
  gateway: string;
  gatewayReference: string | null;
  status: PaymentRow["status"];
  amountPence: number;
  card: { brand: string; last4: string; expMonth: number; expYear: number } | null;
  declineReason: string | null;
};

const ORDER_COLUMNS = sql`o.id, o.reference, o.idempotency_key as "idempotencyKey", o.brand_code as "brandCode",
  o.user_id as "userId", o.placed_by_session as "placedBySession", o.trade_account_id as "tradeAccountId",
  o.branch_id as "branchId", o.fulfilment, o.name, o.email, o.phone,
  o.delivery_address as "deliveryAddress", o.invoice_address as "invoiceAddress", o.delivery_date as "deliveryDate",
  o.products_ex_vat as "productsExVat", o.delivery_ex_vat as "deliveryExVat", o.vat, o.total_inc_vat as "totalIncVat",
  o.payment_method as "paymentMethod", o.status, o.created_at as "createdAt",
  b.name as "branchName", b.phone as "branchPhone", b.email as "branchEmail", a.acc_number as "accountNumber"`;

const ORDER_FROM = sql`from orders o join branches b on b.id = o.branch_id
  left join trade_accounts a on a.id = o.trade_account_id`;

export function createCheckoutStore(database: Database) {
  const { db } = database;
  return {
    /** The quantities an order may take from: the branch's shelf, its feeder's, the centre's. */
    async stockSources(
      tx: Executor,
      branchId: number,
      productIds: readonly number[],
    ): Promise<StockSourcesRow[]> {
      if (productIds.length === 0) return [];
      return rowsOf<StockSourcesRow>(
        tx,
        sql`select p.id as "productId", p.direct_ship as "directShip",
          coalesce(own.qty, 0)::int as local, coalesce(fed.qty, 0)::int as feeder,
          coalesce(c.qty, 0)::int as central, b.feeder_branch_id as "feederBranchId"
        from products p
          join branches b on b.id = ${branchId}
          left join branch_stock own on own.product_id = p.id and own.branch_id = b.id
          left join branch_stock fed on fed.product_id = p.id and fed.branch_id = b.feeder_branch_id
          left join central_stock c on c.product_id = p.id
        where p.id in (${sql.join(
          productIds.map((id) => sql`${id}`),
          sql`, `,
        )})`,
      );
    },

    /** Takes `quantity` from a branch's shelf if it still holds that many; false when it does not. */
    async takeBranchStock(
      tx: Executor,
      branchId: number,
      productId: number,
      quantity: number,
    ): Promise<boolean> {
      const rows = await rowsOf(
        tx,
        sql`update branch_stock set qty = qty - ${quantity}
          where branch_id = ${branchId} and product_id = ${productId} and qty >= ${quantity} returning 1`,
      );
      return rows.length === 1;
    },

    async takeCentralStock(tx: Executor, productId: number, quantity: number): Promise<boolean> {
      const rows = await rowsOf(
        tx,
        sql`update central_stock set qty = qty - ${quantity} where product_id = ${productId} and qty >= ${quantity} returning 1`,
      );
      return rows.length === 1;
    },

    async takeClearance(tx: Executor, itemId: number, quantity: number): Promise<boolean> {
      const rows = await rowsOf(
        tx,
        sql`update clearance_items set qty = qty - ${quantity}
          where id = ${itemId} and active and qty >= ${quantity} returning 1`,
      );
      return rows.length === 1;
    },

    /** Gives a cancelled order's stock back where it was taken from. */
    async giveBack(tx: Executor, order: { branchId: number; id: number }): Promise<void> {
      await tx.execute(sql`update branch_stock s set qty = s.qty + l.taken_local
        from order_lines l where l.order_id = ${order.id} and l.taken_local > 0
          and s.branch_id = ${order.branchId} and s.product_id = l.product_id`);
      await tx.execute(sql`update branch_stock s set qty = s.qty + l.taken_feeder
        from order_lines l, branches b where l.order_id = ${order.id} and l.taken_feeder > 0
          and b.id = ${order.branchId} and s.branch_id = b.feeder_branch_id and s.product_id = l.product_id`);
      await tx.execute(sql`update central_stock c set qty = c.qty + l.taken_central
        from order_lines l where l.order_id = ${order.id} and l.taken_central > 0 and c.product_id = l.product_id`);
      await tx.execute(sql`update clearance_items c set qty = c.qty + l.quantity
        from order_lines l where l.order_id = ${order.id} and c.id = l.clearance_item_id`);
    },

    /** Charges an order to a trade account's credit if the credit remaining covers it; false when it does not. */
    async chargeToAccount(tx: Executor, accountId: number, amount: number): Promise<boolean> {
      const rows = await rowsOf(
        tx,
        sql`update trade_accounts set balance_pence = balance_pence + ${amount}
          where id = ${accountId} and credit_limit_pence - balance_pence >= ${amount} returning 1`,
      );
      return rows.length === 1;
    },

    /** Inserts the order, or answers null when its idempotency key has placed one already. */
    async insertOrder(tx: Executor, order: NewOrder): Promise<number | null> {
      const [row] = await rowsOf<{ id: number }>(
        tx,
        sql`insert into orders (reference, idempotency_key, brand_code, user_id, placed_by_session, trade_account_id,
            branch_id, fulfilment, name, email, phone, delivery_address, invoice_address, delivery_date,
            products_ex_vat, delivery_ex_vat, vat, total_inc_vat, payment_method, status)
          values (${order.reference}, ${order.idempotencyKey}, ${order.brandCode}, ${order.userId},
            ${order.placedBySession}, ${order.tradeAccountId}, ${order.branchId}, ${order.fulfilment}, ${order.name},
            ${order.email}, ${order.phone},
            ${order.deliveryAddress === null ? null : JSON.stringify(order.deliveryAddress)}::jsonb,
            ${JSON.stringify(order.invoiceAddress)}::jsonb, ${order.deliveryDate}, ${order.productsExVat},
            ${order.deliveryExVat}, ${order.vat}, ${order.totalIncVat}, ${order.paymentMethod}, ${order.status})
          on conflict (idempotency_key) do nothing
          returning id`,
      );
      return row?.id ?? null;
    },

    async insertLines(tx: Executor, orderId: number, lines: readonly NewOrderLine[]): Promise<void> {
      if (lines.length === 0) return;
      await tx.execute(sql`insert into order_lines (order_id, line_no, product_id, part_number, name, quantity,
          unit_ex_vat, vat_rate, total_ex_vat, total_inc_vat, clearance_item_id, taken_local, taken_feeder, taken_central)
        values ${sql.join(
          lines.map(
            (
              line,
              i,
            ) => sql`(${orderId}, ${i + 1}, ${line.productId}, ${line.partNumber}, ${line.name}, ${line.quantity},
              ${line.unitExVat}, ${line.vatRate}, ${line.totalExVat}, ${line.totalIncVat}, ${line.clearanceItemId},
              ${line.taken.local}, ${line.taken.feeder}, ${line.taken.central})`,
          ),
          sql`, `,
        )}`);
    },

    /** Moves a pending order on; false when it was no longer pending (another request finished it). */
    async settle(tx: Executor, orderId: number, status: "placed" | "cancelled"): Promise<boolean> {
      const rows = await rowsOf(
        tx,
        sql`update orders set status = ${status} where id = ${orderId} and status = 'pending' returning 1`,
      );
      return rows.length === 1;
    },

    async recordPayment(tx: Executor, payment: NewPayment): Promise<void> {
      await tx.execute(sql`insert into payments (idempotency_key, kind, order_id, trade_account_id, user_id, gateway,
          gateway_reference, status, amount_pence, card_brand, card_last4, card_exp_month, card_exp_year, decline_reason)
        values (${payment.idempotencyKey}, 'order', ${payment.orderId}, ${payment.tradeAccountId}, ${payment.userId},
          ${payment.gateway}, ${payment.gatewayReference}, ${payment.status}, ${payment.amountPence},
          ${payment.card?.brand ?? null}, ${payment.card?.last4 ?? null}, ${payment.card?.expMonth ?? null},
          ${payment.card?.expYear ?? null}, ${payment.declineReason})
        on conflict (idempotency_key) do update set status = excluded.status,
          gateway_reference = coalesce(excluded.gateway_reference, payments.gateway_reference),
          card_brand = coalesce(excluded.card_brand, payments.card_brand),
          card_last4 = coalesce(excluded.card_last4, payments.card_last4),
          card_exp_month = coalesce(excluded.card_exp_month, payments.card_exp_month),
          card_exp_year = coalesce(excluded.card_exp_year, payments.card_exp_year),
          decline_reason = excluded.decline_reason`);
    },

    async paymentOf(orderId: number, executor: Executor = db): Promise<PaymentRow | undefined> {
      const [row] = await rowsOf<PaymentRow>(
        executor,
        sql`select id, status, gateway_reference as "gatewayReference", card_brand as "cardBrand",
          card_last4 as "cardLast4", decline_reason as "declineReason"
        from payments where order_id = ${orderId} and kind = 'order' order by id desc limit 1`,
      );
      return row;
    },

    async saveCard(
      tx: Executor,
      card: {
        userId: number;
        gateway: string;
        token: string;
        brand: string;
        last4: string;
        expMonth: number;
        expYear: number;
      },
    ): Promise<void> {
      await tx.execute(sql`insert into saved_cards (user_id, gateway, gateway_token, brand, last4, exp_month, exp_year)
        values (${card.userId}, ${card.gateway}, ${card.token}, ${card.brand}, ${card.last4}, ${card.expMonth}, ${card.expYear})`);
    },

    async savedCards(userId: number) {
      return rowsOf<{
        id: number;
        brand: string;
        last4: string;
        expMonth: number;
        expYear: number;
        gateway: string;
        gatewayToken: string;
      }>(
        db,
        sql`select id, brand, last4, exp_month as "expMonth", exp_year as "expYear", gateway, gateway_token as "gatewayToken"
          from saved_cards where user_id = ${userId} order by id desc`,
      );
    },

    async orderByKey(idempotencyKey: string, executor: Executor = db): Promise<OrderRow | undefined> {
      const [row] = await rowsOf<OrderRow>(
        executor,
        sql`select ${ORDER_COLUMNS} ${ORDER_FROM} where o.idempotency_key = ${idempotencyKey}`,
      );
      return row;
    },

    async orderByReference(reference: string): Promise<OrderRow | undefined> {
      const [row] = await rowsOf<OrderRow>(
        db,
        sql`select ${ORDER_COLUMNS} ${ORDER_FROM} where o.reference = ${reference}`,
      );
      return row;
    },

    async linesOf(orderId: number, executor: Executor = db): Promise<OrderLineRow[]> {
      return rowsOf<OrderLineRow>(
        executor,
        sql`select line_no as "lineNo", product_id as "productId", part_number as "partNumber", name, quantity,
          unit_ex_vat as "unitExVat", vat_rate as "vatRate", total_ex_vat as "totalExVat", total_inc_vat as "totalIncVat",
          clearance_item_id as "clearanceItemId", taken_local as "takenLocal", taken_feeder as "takenFeeder",
          taken_central as "takenCentral"
        from order_lines where order_id = ${orderId} order by line_no`,
      );
    },

    /** The user's placed orders, newest first, each with its lines' inc-VAT total: one query for the list. */
    async ordersOf(userId: number): Promise<(OrderRow & { productsIncVat: number })[]> {
      return rowsOf<OrderRow & { productsIncVat: number }>(
        db,
        sql`select ${ORDER_COLUMNS},
            (select coalesce(sum(l.total_inc_vat), 0)::int from order_lines l where l.order_id = o.id) as "productsIncVat"
          ${ORDER_FROM} where o.user_id = ${userId} and o.status <> 'pending'
          order by o.created_at desc, o.id desc limit 50`,
      );
    },

    /** Orders still pending after `olderThanMinutes`: abandoned challenges and crashed checkouts. */
    async stalePending(olderThanMinutes: number): Promise<OrderRow[]> {
      return rowsOf<OrderRow>(
        db,
        sql`select ${ORDER_COLUMNS} ${ORDER_FROM} where o.status = 'pending'
          and o.created_at < now() - make_interval(mins => ${olderThanMinutes}) limit 100`,
      );
    },
  };
}

export type CheckoutStore = ReturnType<typeof createCheckoutStore>;
