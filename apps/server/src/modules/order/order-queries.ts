import type { OrderTab } from '@shop/contracts';
import type { Translations } from '@shop/domain';
import { and, asc, count, desc, eq, gte, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { type OrderStatus, orderLines, orders } from '../../db/schema/order.ts';
import { stores } from '../../db/schema/store.ts';
import { orderDetailFacts, otherReaders } from './order-facts.ts';

/** The statuses behind each history tab (SPEC §9). */
const tabStatuses: Record<Exclude<OrderTab, 'all'>, OrderStatus[]> = {
  unpaid: ['unpaid'],
  active: ['booked', 'pending', 'accepted', 'ready', 'delivering', 'delivered'],
  completed: ['completed'],
  closed: ['cancelled', 'refunded'],
};

/** How many lines the history list shows as thumbnails. */
export const THUMBNAILS = 4;

/** The start of a history range: the last 30 days, or the last year. */
export function rangeStart(range: 'month' | 'year', now: Date): Date {
  const start = new Date(now);
  if (range === 'month') start.setUTCDate(start.getUTCDate() - 30);
  else start.setUTCFullYear(start.getUTCFullYear() - 1);
  return start;
}

const summaryColumns = {
  id: orders.id,
  orderNo: orders.orderNo,
  kind: orders.kind,
  status: orders.status,
  orderMode: orders.orderMode,
  storeId: orders.storeId,
  storeName: stores.name,
  storeTexts: stores.translations,
  storeTimezone: sql<string>`coalesce(${stores.settings}->>'timezone', '')`,
  createdAt: orders.createdAt,
  amount: orders.amount,
  quantity: orders.quantity,
  pickupNo: orders.pickupNo,
  payMethod: orders.payMethod,
  cancelAfter: orders.cancelAfter,
  refundState: orders.refundState,
  pickupAt: orders.pickupAt,
};

/** The text of a product as translated now (decision 020); null when the product no longer exists. */
export type ProductTexts = Translations<{ name: string }> | null;

/** A line of the history list as read: name (as sold, and the product's translations now), image, quantity. */
export interface Thumbnail {
  name: string;
  image: string;
  quantity: number;
  texts: ProductTexts;
}

/**
 * The first lines of each listed order in the same statement: a correlated subquery on order_lines_order_idx.
 * The product's translations are read now, by its key, so a line shows in the reader's language (decision 020).
 */
export const thumbnails = sql<[string, string, number, ProductTexts][]>`(
  SELECT coalesce(json_agg(json_build_array(t.product_name, t.image_name, t.quantity, p.translations) ORDER BY t.id), '[]')
  FROM (SELECT id, product_id, product_name, image_name, quantity FROM order_lines
        WHERE order_id = ${orders.id} ORDER BY id LIMIT ${sql.raw(String(THUMBNAILS))}) t
  LEFT JOIN products p ON p.id = t.product_id)`;

export type SummaryRow = Omit<Awaited<ReturnType<typeof listOrders>>['rows'][number], 'total' | 'thumbnails'>;

export interface ListQuery {
  memberId: number;
  tab: OrderTab;
  since: Date;
  page: number;
  size: number;
}

/**
 * One page of a member's orders, newest first, with the total (a window count in the same statement) and the
 * thumbnails. Only a page past the end needs a second statement to learn the total.
 */
export async function listOrders(db: DbOrTx, q: ListQuery) {
  // Level upgrades are orders too (kind 'upgrade'), shown on the level page, not in the history. A group meal's
  // deposit is listed with its status (its booking is shown and cancelled by marketing's GroupMeal calls).
  const where: SQL[] = [
    eq(orders.memberId, q.memberId),
    inArray(orders.kind, ['goods', 'groupMeal']),
    gte(orders.createdAt, q.since),
  ];
  if (q.tab !== 'all') where.push(inArray(orders.status, tabStatuses[q.tab]));
  const found = await db
    .select({
      ...summaryColumns,
      total: sql<number>`count(*) over ()`.mapWith(Number),
      thumbnails,
    })
    .from(orders)
    .innerJoin(stores, eq(stores.id, orders.storeId))
    .where(and(...where))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(q.size)
    .offset((q.page - 1) * q.size);
  const rows = found.map((r) => ({
    ...r,
    thumbnails: r.thumbnails.map(([name, image, quantity, texts]) => ({
      name,
      image,
      quantity,
      texts,
    })),
  }));
  if (rows.length > 0) return { rows, total: rows[0]!.total };
  const [counted] = await db
    .select({ n: count() })
    .from(orders)
    .where(and(...where));
  return { rows, total: counted?.n ?? 0 };
}

/** An order's adjustments as priceOrder wrote them (decision 007), in the order they were made. */
export interface AdjustmentRow {
  kind: string;
  labelKey: string;
  amount: number;
  /** The promotion's or coupon's name as the order was placed with it; null for a delivery fee. */
  name: string | null;
  /** Its promotion's or coupon template's translations now (decision 020); null when none. */
  texts: Translations<{ name: string }> | null;
}

const detailColumns = {
  ...summaryColumns,
  adjustments: sql<AdjustmentRow[]>`(SELECT coalesce(json_agg(json_build_object(
      'kind', a.kind, 'labelKey', a.label_key, 'amount', a.amount, 'name', a.detail->>'name',
      'texts', COALESCE(
        (SELECT t.translations FROM coupon_templates t WHERE t.id = (a.detail->>'templateId')::int),
        (SELECT p.translations FROM promotions p WHERE p.id = (a.detail->>'promotionId')::int)))
      ORDER BY a.id), '[]'::json)
    FROM order_adjustments a WHERE a.order_id = ${orders.id})`,
  originalAmount: orders.originalAmount,
  paidAmount: orders.paidAmount,
  refundedAmount: orders.refundedAmount,
  contactPhone: orders.contactPhone,
  remark: orders.remark,
  paidAt: orders.paidAt,
  acceptedAt: orders.acceptedAt,
  readyAt: orders.readyAt,
  completedAt: orders.completedAt,
  cancelledAt: orders.cancelledAt,
  cancelReason: orders.cancelReason,
  storeAddress: stores.address,
  storeTel: stores.tel,
  memberId: orders.memberId,
};

/** A line's options' and groups' translations now, by option id (decision 020); options since deleted are absent. */
export type OptionTexts = Record<
  string,
  [option: Translations<{ name: string }>, group: Translations<{ name: string }>]
> | null;

const lineColumns = {
  productId: orderLines.productId,
  productName: orderLines.productName,
  imageName: orderLines.imageName,
  options: orderLines.options,
  unitPrice: orderLines.unitPrice,
  unitOriginalPrice: orderLines.unitOriginalPrice,
  quantity: orderLines.quantity,
  comment: orderLines.comment,
  productTexts: sql<ProductTexts>`(SELECT p.translations FROM products p WHERE p.id = ${orderLines.productId})`,
  optionTexts: sql<OptionTexts>`(SELECT json_object_agg(o.id, json_build_array(o.translations, g.translations))
    FROM attribute_options o JOIN attribute_groups g ON g.id = o.group_id
    WHERE o.id IN (SELECT (e->>'id')::int FROM jsonb_array_elements(${orderLines.options}) e))`,
};

/**
 * The areas' parts of the detail (order-facts.ts), as one JSON object by detail field: each part's fact row, null
 * where the order has none. Built per read, since areas register their parts as they mount.
 */
function detailFactsColumn() {
  const parts = orderDetailFacts().map(
    (part) =>
      sql`${part.field}::text, (SELECT row_to_json(f) FROM ${sql.identifier(part.table)} f WHERE f.order_id = ${orders.id})`,
  );
  if (parts.length === 0) return sql<DetailFactRows>`NULL::json`;
  return sql<DetailFactRows>`json_build_object(${sql.join(parts, sql`, `)})`;
}

export type DetailFactRows = Record<string, Record<string, unknown> | null> | null;

export type DetailRow = NonNullable<Awaited<ReturnType<typeof findOrderDetail>>['row']>;
/**
 * One member's goods order by number. Level upgrades are orders too, but they live on the level page: the order
 * calls neither show nor cancel them.
 */
export function memberGoodsOrder(memberId: number, orderNo: string): SQL | undefined {
  return and(eq(orders.orderNo, orderNo), eq(orders.memberId, memberId), eq(orders.kind, 'goods'));
}

/** A goods order by number the member may read: their own, or one an area lets them read (a table's rounds). */
function readableGoodsOrder(memberId: number, orderNo: string): SQL | undefined {
  const whoElse = otherReaders(orders.id, memberId);
  if (whoElse.length === 0) return memberGoodsOrder(memberId, orderNo);
  return and(
    eq(orders.orderNo, orderNo),
    or(eq(orders.memberId, memberId), ...whoElse),
    eq(orders.kind, 'goods'),
  );
}

export type LineRow = Awaited<ReturnType<typeof findOrderDetail>>['lines'][number];

/**
 * A member's order with its store and lines, or row undefined when they may not read it (not theirs, nor shared
 * with them by an area). The two statements go out together (both keyed by the order number and member), so one
 * round trip's wait.
 */
export async function findOrderDetail(db: DbOrTx, memberId: number, orderNo: string) {
  const mine = readableGoodsOrder(memberId, orderNo);
  const [[row], lines] = await Promise.all([
    db
      .select({ ...detailColumns, facts: detailFactsColumn() })
      .from(orders)
      .innerJoin(stores, eq(stores.id, orders.storeId))
      .where(mine)
      .limit(1),
    db
      .select(lineColumns)
      .from(orderLines)
      .innerJoin(orders, eq(orders.id, orderLines.orderId))
      .where(mine)
      .orderBy(asc(orderLines.id)),
  ]);
  return { row, lines };
}

/** The status fields of a member's order, for polling and for explaining a refused cancel. */
export async function findOrderState(db: DbOrTx, memberId: number, orderNo: string) {
  const [row] = await db
    .select({
      id: orders.id,
      orderNo: orders.orderNo,
      status: orders.status,
      paidAt: orders.paidAt,
      cancelAfter: orders.cancelAfter,
      cancelReason: orders.cancelReason,
    })
    .from(orders)
    .where(readableGoodsOrder(memberId, orderNo))
    .limit(1);
  return row;
}
