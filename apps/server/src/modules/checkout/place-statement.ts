import type { Statement } from '../../db/prepared.ts';
import { balanceMoveCtes } from '../balance/index.ts';
import { stockTakeCtes, stockTakenSql } from '../catalog/index.ts';
import {
  factsKey,
  type OrderFact,
  orderFactCtes,
  type PieceParam,
  type PlacingPiece,
} from '../order/index.ts';

// Placing an order is this one statement, run outside any explicit transaction: its implicit transaction commits
// when it ends, so the rows it locks (the member, the cart, the products, the store's pickup counter) are held while
// PostgreSQL executes it, never across a round trip to the server nor through an fsync. It takes them in the
// global lock order (docs/decisions/012-lock-order.md: the member, then the member's cart, then shared products by
// ascending id, the store's counter last), which a store cancel refunding to the balance before giving stock back
// follows too. Each part runs when a later one reads its RETURNING:
//   o      the order's header read from one JSON record ($2) as the orders row type, with its id and number drawn
//          from their sequences (materialised: drawn once); the row itself is written last (placed), so the lines,
//          payment, ledger entry and coupons refer to an id whose row the statement's end-of-statement foreign-key
//          checks find;
//   l, adj its lines ($3) and adjustments ($11, when there are any), JSON arrays read as the tables' row types:
//          they hold whatever domain's priceOrder returned (order-write.ts), so a new kind of adjustment needs no
//          change here;
//   fact…  the areas' facts about the order (a delivery's address, a table order's table and batch: order's
//          orderFactCtes, decision 054), each a row of the area's table read from the header document; a second
//          order of one table batch meets the first on table_orders' unique index and is refused (23505);
//   pay    for balance payment, its payment row (new rows: nothing to wait for); $4 is the balance's part, the
//          order's amount less what the member's prepaid cards pay (a piece, below; decision 061), 0 for none;
//   bal    the balance move (modules/balance/ledger.ts: conditional update plus ledger entry), balance orders only;
//   go     the order placed and, if by balance, paid;
//   c, gone the ordered lines leave the member's cart, whose version moves (DESIGN 005), once go: before the
//          products are locked (a refused order is undone whole by shop_refuse, cart included);
//   pieces what the order takes of the member's held things, each written by the area that owns them (order's
//          PlacingPiece, decision 057), by the order offer sources' lock order (decision 060): the coupons applied
//          (coupon's couponTakePiece: cp, uc), the pass cards' times (card's passTakePiece: pcd, pce, whose use
//          entries name the lines they cover: l returns each line's id, product, options and shares for it), once
//          go and after the cart, each with its `taken` test and its refusal code;
//   lk, dec the stock take (catalog's stockTakeCtes): the products locked one by one in ascending id, so orders
//          cannot deadlock, then their stock taken by conditional update (unless the store allows stock below zero)
//          and sales counted. Its gate's uncorrelated subqueries are a one-time filter, evaluated before any product
//          is locked: they run go, c and gone (and the pieces' CTEs) to completion first;
//   gd, gl (an order with a promotion's free gift, decision 056) the gift's units are the stock take's spare
//          units (sp: taken only if the stock holds them beyond the rest); gd tells which gift lines were taken,
//          gl writes those (new rows), and the orders row counts only the gifts given;
//   ok     every product taken: the count of dec, known only once it ran in full;
//   pk     the store's pickup counter of the day ($1, the order number's date) bumped, once ok and the order's
//          new rows are in: the one row every order of the store shares, so it is locked last and held only for
//          the orders row, the end-of-statement foreign-key checks and the (asynchronous) commit;
//   placed the orders row with its pickup number; ON CONFLICT on (member, idempotency key) makes a parallel repeat
//          wait on the index for the first and then insert nothing (a repeat the first's balance, coupons or stock
//          refused earlier is told apart by write-order.ts).
// The final SELECT decides from placed and ok: the order stands and its commit is made asynchronous, its answer
// waiting for a flush that parallel orders share (commit-flush.ts, decision 051); or it calls shop_refuse
// (migration 0002), whose error undoes the whole statement; its
// message is the refusal's code (a piece's, such as COUPON_UNAVAILABLE when fewer coupons or use counts were taken
// than asked: a parallel order took one first; ORDER_REPEAT when the key had its order).
const adjustmentsCte = `adj AS (
  INSERT INTO order_adjustments (order_id, kind, label_key, amount, detail)
  SELECT o.id, v.kind, v.label_key, v.amount, v.detail
  FROM o, json_populate_recordset(NULL::order_adjustments, $11::json) AS v
  RETURNING order_id
),
`;

// A promotion's free gift is taken only if the stock holds it (issue 28, decision 056): $g the gift lines (JSON, as
// $3's), $s the units of each product of $5 they add (the stock take's spare units). gd says of each gift line
// whether its product's spare units were taken; gl writes those that were, after the stock take, as new rows.
const giftCtes = (g: string) => `gd AS (
  SELECT v.product_id, v.quantity, v.unit_original_price,
    EXISTS (SELECT 1 FROM dec WHERE dec.id = v.product_id AND dec.spared) AS taken
  FROM json_populate_recordset(NULL::order_lines, ${g}::json) AS v
),
gl AS (
  INSERT INTO order_lines (order_id, product_id, product_name, image_name, options, unit_price,
    unit_original_price, quantity, comment, took_stock, paid_amount, shares)
  SELECT o.id, v.product_id, v.product_name, v.image_name, v.options, v.unit_price, v.unit_original_price,
    v.quantity, v.comment, v.took_stock, v.paid_amount, v.shares
  FROM o, json_populate_recordset(NULL::order_lines, ${g}::json) AS v
  WHERE EXISTS (SELECT 1 FROM dec WHERE dec.id = v.product_id AND dec.spared)
  RETURNING order_id
),
`;

// The header counts only the gifts given: the units and crossed-out value of those left out come off its figures
// (a free gift adds nothing to the amount, nor to any line's share of an adjustment).
const giftsLeft = '(SELECT coalesce(sum(quantity), 0) FROM gd WHERE NOT taken)';
const giftsLeftValue = '(SELECT coalesce(sum(quantity * unit_original_price), 0) FROM gd WHERE NOT taken)';

// The order's new rows (its lines, adjustments, payment and the areas' facts) are written before the store's counter
// is bumped, so the counter, which every order of the store waits for, is held for the least of the statement.
const newRowsWritten = (adjusted: boolean, gifted: boolean, facts: readonly string[]) => {
  const ctes = ['l', 'pay', ...(adjusted ? ['adj'] : []), ...(gifted ? ['gl'] : []), ...facts];
  const counted = ctes.map((cte) => `(SELECT count(*) FROM ${cte})`);
  return `${counted.join(' + ')} >= 0`;
};

/** Which parts a placing statement has: adjustments, free gifts taken if in stock, the areas' facts and pieces. */
interface Shape {
  adjusted: boolean;
  gifted: boolean;
  facts: readonly OrderFact[];
  pieces: readonly PlacingPiece[];
}

/** How many values come before the pieces': ten, then the adjustments' one, then the gifts' two. */
const fixedParamsOf = ({ adjusted, gifted }: Shape) => 10 + (adjusted ? 1 : 0) + (gifted ? 2 : 0);

/** Each piece's placeholders: its values are numbered after the fixed ones, in the pieces' order. */
function pieceParams(shape: Shape): PieceParam[] {
  let next = fixedParamsOf(shape) + 1;
  return shape.pieces.map((piece) => {
    const first = next;
    next += piece.values.length;
    return (i: number) => `$${first + i}`;
  });
}

const placeText = (shape: Shape) => {
  const { adjusted, gifted, facts, pieces } = shape;
  const factCtes = orderFactCtes(facts, '$2::json');
  const fixed = fixedParamsOf(shape);
  const [giftLines, spare] = [`$${fixed - 1}`, `$${fixed}::int[]`];
  const params = pieceParams(shape);
  const taken = pieces.map((piece, i) => `(${piece.taken(params[i]!)})`);
  const pieceCtes = pieces.map((piece, i) => piece.ctes(params[i]!)).join('');
  // The stock take waits for the order to be placed (and paid), the cart written and every piece taken.
  const takeGate = ['EXISTS (SELECT 1 FROM go)', '(SELECT count(*) FROM gone) >= 0', ...taken].join(' AND ');
  const pieceOk = pieces.map((_, i) => `, ${taken[i]} AS piece${i}`).join('');
  const piecesTaken = pieces.map((_, i) => ` AND ok.piece${i}`).join('');
  const pieceRefusals = pieces.map((piece, i) => `WHEN NOT ok.piece${i} THEN '${piece.refusal}' `).join('');
  return `
WITH o AS MATERIALIZED (
  SELECT nextval('orders_id_seq')::int AS id, $1::text || nextval('order_no_seq')::text AS order_no, h.member_id,
    h.store_id, h.order_mode, h.status, h.pay_method, h.amount, h.original_amount, h.quantity, h.paid_amount,
    h.contact_phone, h.remark, h.pickup_at, h.idempotency_key, h.request_hash, h.created_at, h.cancel_after,
    h.paid_at, h.booked_until
  FROM json_populate_record(NULL::orders, $2::json) AS h
),
l AS (
  INSERT INTO order_lines (order_id, product_id, product_name, image_name, options, unit_price,
    unit_original_price, quantity, comment, took_stock, paid_amount, shares)
  SELECT o.id, v.product_id, v.product_name, v.image_name, v.options, v.unit_price, v.unit_original_price,
    v.quantity, v.comment, v.took_stock, v.paid_amount, v.shares
  FROM o, json_populate_recordset(NULL::order_lines, $3::json) AS v
  RETURNING order_id, id, product_id, options, shares
),
${adjusted ? adjustmentsCte : ''}${factCtes.text}pay AS (
  INSERT INTO payments (local_order_no, order_id, member_id, pay_method, provider, amount, status, created_at,
    paid_at)
  SELECT o.order_no || 'B', o.id, o.member_id, o.pay_method, 'balance', $4::bigint, 'paid', o.created_at,
    o.created_at
  FROM o WHERE $4::bigint > 0
  RETURNING order_id
),
spend AS (SELECT o.id, o.order_no, o.member_id, $4::bigint AS amount, o.created_at FROM o WHERE $4::bigint > 0),
${balanceMoveCtes({
  from: 'spend',
  member: 'spend.member_id',
  delta: '(-spend.amount)',
  reason: "'order_payment'",
  orderId: 'spend.id',
  note: 'spend.order_no',
  at: 'spend.created_at',
})},
go AS (SELECT o.id, o.created_at FROM o WHERE $4::bigint = 0 OR EXISTS (SELECT 1 FROM bal)),
c AS (
  UPDATE carts SET version = carts.version + 1, updated_at = (SELECT created_at FROM go)
  WHERE EXISTS (SELECT 1 FROM go) AND carts.member_id = (SELECT member_id FROM o)
    AND carts.store_id = (SELECT store_id FROM o) AND carts.cart_type = 0
    AND EXISTS (SELECT 1 FROM cart_lines cl WHERE cl.cart_id = carts.id
      AND (cl.product_id, cl.option_key) IN (SELECT * FROM unnest($9::int[], $10::text[])))
  RETURNING carts.id
),
gone AS (
  DELETE FROM cart_lines cl USING c WHERE cl.cart_id = c.id
    AND (cl.product_id, cl.option_key) IN (SELECT * FROM unnest($9::int[], $10::text[]))
  RETURNING cl.id
),
${pieceCtes}${stockTakeCtes({
  gate: takeGate,
  ids: '$5::int[]',
  quantities: '$6::int[]',
  take: '$7::bool[]',
  below: '$8::bool',
  ...(gifted ? { spare } : {}),
})},
${gifted ? giftCtes(giftLines) : ''}ok AS (
  SELECT ${stockTakenSql('$5::int[]')} AS ok, EXISTS (SELECT 1 FROM go) AS paid${pieceOk}
),
pk AS (
  INSERT INTO pickup_counters AS pc (store_id, day, last)
  SELECT o.store_id, to_date($1::text, 'YYYYMMDD'), 1 FROM o, ok
  WHERE ok.ok AND ok.paid${piecesTaken} AND ${newRowsWritten(adjusted, gifted, factCtes.names)}
  ON CONFLICT (store_id, day) DO UPDATE SET last = pc.last + 1
  RETURNING pc.last
),
placed AS (
  INSERT INTO orders (id, order_no, member_id, store_id, order_mode, status, pay_method, amount, original_amount,
    quantity, paid_amount, pickup_no, contact_phone, remark, pickup_at, idempotency_key, request_hash,
    created_at, cancel_after, paid_at, booked_until)
  SELECT o.id, o.order_no, o.member_id, o.store_id, o.order_mode, o.status, o.pay_method, o.amount,
    ${gifted ? `o.original_amount - ${giftsLeftValue}, o.quantity - ${giftsLeft}` : 'o.original_amount, o.quantity'},
    o.paid_amount, lpad(pk.last::text, greatest(3, length(pk.last::text)), '0'),
    o.contact_phone, o.remark, o.pickup_at, o.idempotency_key, o.request_hash, o.created_at, o.cancel_after,
    o.paid_at, o.booked_until
  FROM o, pk
  ON CONFLICT (member_id, idempotency_key) DO NOTHING
  RETURNING pickup_no
)
SELECT o.id, o.order_no AS "orderNo", placed.pickup_no AS "pickupNo",
  ${gifted ? 'ARRAY(SELECT product_id FROM gd WHERE NOT taken)' : "'{}'::int[]"} AS "giftsLeft",
  CASE WHEN placed.pickup_no IS NOT NULL
    THEN set_config('synchronous_commit', 'off', true)
    ELSE shop_refuse(CASE WHEN NOT ok.paid THEN 'BALANCE_INSUFFICIENT' ${pieceRefusals}
      WHEN NOT ok.ok THEN 'ORDER_INSUFFICIENT_STOCK' ELSE 'ORDER_REPEAT' END)::text
  END AS async
FROM o CROSS JOIN ok LEFT JOIN placed ON true`;
};

// The statements made so far, by shape. A prepared statement's name must stay one text for the process, and
// PostgreSQL cuts names at 63 bytes, so shapes with facts or pieces are numbered as they are first met.
const statements = new Map<string, Statement>();

function statementOf(shape: Shape): Statement {
  const { adjusted, gifted, facts, pieces } = shape;
  const kind = adjusted ? 'checkout_place_order_adjusted' : 'checkout_place_order';
  const base = gifted ? `${kind}_gifts` : kind;
  const key = [base, factsKey(facts), ...pieces.map((piece) => piece.key)].join('|');
  let statement = statements.get(key);
  if (!statement) {
    const plain = facts.length === 0 && pieces.length === 0;
    const params = fixedParamsOf(shape) + pieces.reduce((n, piece) => n + piece.values.length, 0);
    statement = { name: plain ? base : `${base}_s${statements.size}`, params, text: placeText(shape) };
    statements.set(key, statement);
  }
  return statement;
}

/**
 * The placing statement for an order with or without adjustments, with free gifts taken only if in stock, and with
 * the areas' facts and pieces it carries: an insert of none still costs its setup (about a twentieth of the
 * statement, measured), so an order without any is placed by the text without the adj part, and one without gifts,
 * facts or pieces by a text without theirs. An order with pieces (coupons) always carries its adjustments' part.
 */
export function placeStatement(
  hasAdjustments: boolean,
  hasGifts: boolean,
  facts: readonly OrderFact[],
  pieces: readonly PlacingPiece[],
): Statement {
  return statementOf({ adjusted: hasAdjustments || pieces.length > 0, gifted: hasGifts, facts, pieces });
}
