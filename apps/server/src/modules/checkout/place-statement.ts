import type { Statement } from '../../db/prepared.ts';
import { balanceMoveCtes } from '../balance/index.ts';

// Placing an order is this one statement, run outside any explicit transaction: its implicit transaction commits
// when it ends, so the rows it locks (the member, the cart, the products) are held while PostgreSQL executes it,
// never across a round trip to the server. It takes them in the global lock order (docs/decisions/012-lock-order.md:
// the member, then the member's cart, then shared products by ascending id), which a store cancel refunding to the
// balance before giving stock back follows too. Each part runs when a later one reads its RETURNING:
//   o      the order row; ON CONFLICT on (member, idempotency key) gates everything else: a duplicate waits on the
//          index for the first, then inserts nothing and so changes nothing (o is empty);
//   l, pay its lines and, for balance payment, its payment row (new rows: nothing to wait for);
//   bal    the balance move (modules/balance/ledger.ts: conditional update plus ledger entry), balance orders only;
//   go     the order placed and, if by balance, paid;
//   c, gone the ordered lines leave the member's cart, whose version moves (DESIGN 005), once go: before the
//          products are locked (a refused order is undone whole by shop_refuse, cart included);
//   lk     the products locked FOR NO KEY UPDATE (the lock dec's UPDATE takes) in ascending id order whatever plan
//          dec gets, so orders cannot deadlock. Its uncorrelated subqueries are a one-time filter, evaluated before
//          the scan locks any product: they run go, c and gone to completion first;
//   dec    stock taken by conditional update (unless the store allows stock below zero) and sales counted;
//   ok     every product taken: the count of dec, known only once it ran in full.
// The final SELECT decides from ok: it makes the commit asynchronous (see after-commit.ts), or it calls
// shop_refuse (migration 0002), whose error undoes the whole statement; its message is the refusal's code.
export const placeStatement: Statement = {
  name: 'checkout_place_order',
  params: 26,
  text: `
WITH o AS (
  INSERT INTO orders (order_no, member_id, store_id, order_mode, status, pay_method, amount, original_amount,
    quantity, paid_amount, pickup_no, contact_phone, remark, pickup_at, idempotency_key, request_hash,
    created_at, cancel_after, paid_at)
  VALUES ($1::text || nextval('order_no_seq')::text, $2::int, $3::int, $4, $5, $6::int, $7::bigint, $8, $9, $10,
    '', $11, $12, $13::timestamptz, $14, $15, $16::timestamptz, $17::timestamptz, $18::timestamptz)
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
pay AS (
  INSERT INTO payments (local_order_no, order_id, member_id, pay_method, provider, amount, status, created_at,
    paid_at)
  SELECT o.order_no || 'B', o.id, $2::int, $6::int, 'balance', $7::bigint, 'paid', $16::timestamptz,
    $16::timestamptz
  FROM o WHERE $20::bool
),
spend AS (SELECT o.id, o.order_no FROM o WHERE $20::bool),
${balanceMoveCtes({
  from: 'spend',
  member: '$2::int',
  delta: '-$7::bigint',
  reason: "'order_payment'",
  orderId: 'spend.id',
  note: 'spend.order_no',
  at: '$16::timestamptz',
})},
go AS (SELECT o.id FROM o WHERE NOT $20::bool OR EXISTS (SELECT 1 FROM bal)),
c AS (
  UPDATE carts SET version = carts.version + 1, updated_at = $16::timestamptz
  WHERE EXISTS (SELECT 1 FROM go) AND carts.member_id = $2::int AND carts.store_id = $3::int
    AND carts.cart_type = 0
    AND EXISTS (SELECT 1 FROM cart_lines cl WHERE cl.cart_id = carts.id
      AND (cl.product_id, cl.option_key) IN (SELECT * FROM unnest($25::int[], $26::text[])))
  RETURNING carts.id
),
gone AS (
  DELETE FROM cart_lines cl USING c WHERE cl.cart_id = c.id
    AND (cl.product_id, cl.option_key) IN (SELECT * FROM unnest($25::int[], $26::text[]))
  RETURNING cl.id
),
lk AS (
  SELECT p.id FROM products p
  WHERE p.id = ANY($21::int[]) AND EXISTS (SELECT 1 FROM go) AND (SELECT count(*) FROM gone) >= 0
  ORDER BY p.id FOR NO KEY UPDATE
),
dec AS (
  UPDATE products p SET stock = CASE WHEN v.take THEN p.stock - v.q ELSE p.stock END,
    sales_count = p.sales_count + v.q
  FROM lk JOIN unnest($21::int[], $22::int[], $23::bool[]) AS v(id, q, take) ON v.id = lk.id
  WHERE p.id = lk.id AND (NOT v.take OR $24::bool OR p.stock >= v.q)
  RETURNING p.id
),
ok AS (
  SELECT (SELECT count(*) FROM dec) = cardinality($21::int[]) AS ok, EXISTS (SELECT 1 FROM go) AS paid
)
SELECT o.id, o.order_no AS "orderNo",
  CASE WHEN ok.ok THEN set_config('synchronous_commit', 'off', true)
    ELSE shop_refuse(CASE WHEN ok.paid THEN 'ORDER_INSUFFICIENT_STOCK' ELSE 'BALANCE_INSUFFICIENT' END)::text
  END AS async
FROM o, ok`,
};
