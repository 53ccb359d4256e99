import type { Tx } from '../../db/client.ts';
import type { OrderLineOption, OrderStatus, PlacedOrderMode } from '../../db/schema/order.ts';
import { runPrepared, type Statement } from '../cart/prepared.ts';

/** An order row to insert, amounts in minor units; the pickup number comes last. */
export interface NewOrder {
  /** Local date YYYYMMDD: the order number is this plus the next value of order_no_seq. */
  datePrefix: string;
  memberId: number;
  storeId: number;
  orderMode: PlacedOrderMode;
  status: OrderStatus;
  payMethod: number;
  amount: number;
  originalAmount: number;
  quantity: number;
  paidAmount: number;
  contactPhone: string;
  remark: string;
  pickupAt: Date | null;
  idempotencyKey: string;
  requestHash: string;
  createdAt: Date;
  cancelAfter: Date | null;
  paidAt: Date | null;
  lines: NewOrderLine[];
  /** Paid by member balance: a 'balance' payments row goes in with the order. */
  balancePayment: boolean;
}

export interface NewOrderLine {
  product_id: number;
  product_name: string;
  image_name: string;
  options: OrderLineOption[];
  unit_price: number;
  unit_original_price: number;
  quantity: number;
  comment: string;
  took_stock: number;
}

const insertStatement: Statement = {
  name: 'checkout_insert_order',
  params: 20,
  text: `
WITH o AS (
  INSERT INTO orders (order_no, member_id, store_id, order_mode, status, pay_method, amount, original_amount,
    quantity, paid_amount, pickup_no, contact_phone, remark, pickup_at, idempotency_key, request_hash,
    created_at, cancel_after, paid_at)
  VALUES ($1::text || nextval('order_no_seq')::text, $2, $3, $4, $5, $6, $7, $8, $9, $10, '', $11, $12,
    $13::timestamptz, $14, $15, $16::timestamptz, $17::timestamptz, $18::timestamptz)
  ON CONFLICT (member_id, idempotency_key) DO NOTHING
  RETURNING id, order_no
),
l AS (
  INSERT INTO order_lines (order_id, product_id, product_name, image_name, options, unit_price,
    unit_original_price, quantity, comment, took_stock)
  SELECT o.id, v.product_id, v.product_name, v.image_name, v.options, v.unit_price, v.unit_original_price,
    v.quantity, v.comment, v.took_stock
  FROM o, jsonb_to_recordset($19::jsonb) AS v(product_id int, product_name text, image_name text,
    options jsonb, unit_price bigint, unit_original_price bigint, quantity int, comment text, took_stock int)
),
p AS (
  INSERT INTO payments (local_order_no, order_id, member_id, pay_method, provider, amount, status, created_at,
    paid_at)
  SELECT o.order_no || 'B', o.id, $2, $6, 'balance', $7, 'paid', $16::timestamptz, $16::timestamptz
  FROM o WHERE $20::bool
)
SELECT id, order_no AS "orderNo", set_config('synchronous_commit', 'off', true) AS async FROM o`,
};

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/**
 * Inserts the order, its lines and (for balance) its payment in one statement. It also makes this transaction's
 * commit asynchronous (see after-commit.ts): the hot product rows it locks next are then released without
 * waiting for the WAL to reach the disk. The (member, idempotency key)
 * unique index makes a parallel duplicate wait for the first and then insert nothing: null then, the caller
 * answers with the first order.
 */
export async function insertOrder(tx: Tx, o: NewOrder): Promise<{ id: number; orderNo: string } | null> {
  const rows = await runPrepared<{ id: number; orderNo: string }>(tx, insertStatement, [
    o.datePrefix,
    o.memberId,
    o.storeId,
    o.orderMode,
    o.status,
    o.payMethod,
    o.amount,
    o.originalAmount,
    o.quantity,
    o.paidAmount,
    o.contactPhone,
    o.remark,
    iso(o.pickupAt),
    o.idempotencyKey,
    o.requestHash,
    iso(o.createdAt),
    iso(o.cancelAfter),
    iso(o.paidAt),
    JSON.stringify(o.lines),
    o.balancePayment,
  ]);
  return rows[0] ?? null;
}

/** Stock taken per product (distinct ids): `take` false for products that ignore stock (only counted as sold). */
export interface StockTake {
  productIds: number[];
  quantities: number[];
  take: boolean[];
}

/** What the finishing statement needs besides the stock. */
export interface OrderFinish {
  storeId: number;
  memberId: number;
  allowStockBelowZero: boolean;
  now: Date;
  /** The ordered lines, to remove from the member's cart. */
  cartLines: { productIds: number[]; optionKeys: string[] };
}

const lockStatement: Statement = {
  name: 'checkout_lock_products',
  params: 1,
  text: 'SELECT id FROM products WHERE id = ANY($1::int[]) ORDER BY id FOR UPDATE',
};

// The cart's lines go only once the stock was taken (the cart reads `ok`), which also fixes the lock order:
// products, then the member's cart. A shortage stops at `ok` with nothing changed but the products it took,
// which the caller's rollback gives back.
const finishStatement: Statement = {
  name: 'checkout_finish_order',
  params: 9,
  text: `
WITH v AS (SELECT * FROM unnest($1::int[], $2::int[], $3::bool[]) AS v(id, q, take) ORDER BY id),
dec AS (
  UPDATE products p SET stock = CASE WHEN v.take THEN p.stock - v.q ELSE p.stock END,
    sales_count = p.sales_count + v.q
  FROM v WHERE p.id = v.id AND (NOT v.take OR $4::bool OR p.stock >= v.q)
  RETURNING p.id
),
ok AS (SELECT count(*) = cardinality($1::int[]) AS ok FROM dec),
c AS (
  UPDATE carts SET version = carts.version + 1, updated_at = $6::timestamptz FROM ok
  WHERE ok.ok AND carts.member_id = $5::int AND carts.store_id = $8::int AND carts.cart_type = 0
    AND EXISTS (SELECT 1 FROM cart_lines cl WHERE cl.cart_id = carts.id
      AND (cl.product_id, cl.option_key) IN (SELECT * FROM unnest($7::int[], $9::text[])))
  RETURNING carts.id
),
gone AS (
  DELETE FROM cart_lines cl USING c WHERE cl.cart_id = c.id
    AND (cl.product_id, cl.option_key) IN (SELECT * FROM unnest($7::int[], $9::text[]))
)
SELECT (SELECT ok FROM ok) AS ok`,
};

/**
 * Takes the stock by conditional updates (`stock >= q` unless the store allows stock below zero), counts the
 * sales and removes the ordered lines from the member's cart (bumping its version), in one statement. Products
 * are locked in ascending id order first when there are several, so two orders of the same products cannot
 * deadlock. False: some product was short; the caller rolls back.
 */
export async function finishOrder(tx: Tx, stock: StockTake, f: OrderFinish): Promise<boolean> {
  if (stock.productIds.length > 1) await runPrepared(tx, lockStatement, [stock.productIds]);
  const [row] = await runPrepared<{ ok: boolean }>(tx, finishStatement, [
    stock.productIds,
    stock.quantities,
    stock.take,
    f.allowStockBelowZero,
    f.memberId,
    f.now.toISOString(),
    f.cartLines.productIds,
    f.storeId,
    f.cartLines.optionKeys,
  ]);
  return row?.ok === true;
}
