import type {
  CoopCartLineOut,
  CoopCartOut,
  OrderItemIn,
  SettlementItemOut,
  TableOrderOut,
} from '@shop/contracts';
import {
  fromMinor,
  lineKey,
  minSpendShortfall,
  mustOrderQuantity,
  parseOptionKey,
  toMinor,
} from '@shop/domain';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { coopCartLines, storeTables, tableSessionMembers } from '../../db/schema/table.ts';
import type { MemberContext } from '../../platform/http/endpoints.ts';
import { productLabels } from '../catalog/index.ts';
import { settlementPreview } from '../checkout/index.ts';
import type { SessionRow } from './session-state.ts';
import { sessionOrderRows } from './table-orders.ts';
import type { TableSettingsRow } from './table-records.ts';

export type CoopLineRow = typeof coopCartLines.$inferSelect;

/** The lines of the session not ordered yet, oldest first. */
export function openLines(db: DbOrTx, sessionId: number): Promise<CoopLineRow[]> {
  return db
    .select()
    .from(coopCartLines)
    .where(and(eq(coopCartLines.sessionId, sessionId), isNull(coopCartLines.orderedBatch)))
    .orderBy(asc(coopCartLines.addedAt), asc(coopCartLines.id));
}

/** The cart's lines as an order's items (placefast's shape). */
export function toItems(lines: CoopLineRow[]): OrderItemIn[] {
  return lines
    .filter((line) => line.quantity > 0)
    .map((line) => ({
      ProductId: line.productId,
      ProductNum: line.quantity,
      CartItemAttributes: parseOptionKey(line.optionKey).map((id) => ({ txtproductAttributeUid: id })),
      Comment: line.comment,
    }));
}

const statusOpen = (s: SessionRow) => ({
  id: s.id,
  status: s.status,
  closeReason: s.closeReason,
  diners: s.diners,
  openedAt: s.openedAt.toISOString(),
});

async function sessionOrders(db: DbOrTx, sessionId: number): Promise<TableOrderOut[]> {
  const rows = await sessionOrderRows(db, sessionId);
  return rows.map(({ order: o, batch }) => ({
    orderNo: o.orderNo,
    batch,
    status: o.status,
    amount: fromMinor(o.amount),
    payMethod: o.payMethod,
    paid: o.paidAt !== null,
    needPay: o.status === 'unpaid',
    createdAt: o.createdAt.toISOString(),
  }));
}

/** Prices the lines the way settlement does (domain's priceOrder through checkout), by product and options. */
async function pricesOf(ctx: MemberContext, storeId: number, lines: CoopLineRow[]) {
  const items = toItems(lines);
  if (items.length === 0) return { byKey: new Map<string, SettlementItemOut>(), summary: null };
  // Eat-in pricing: a table order is priced as a dine-in order (placefast prices it the same way).
  const preview = await settlementPreview(ctx, storeId, { orderMode: 'queue', items });
  const byKey = new Map<string, SettlementItemOut>();
  for (const item of preview.items) {
    const ids = item.CartItemAttributes.map((a) => Number(a.txtproductAttributeUid));
    byKey.set(lineKey(item.ProductId, ids), item);
  }
  return { byKey, summary: preview.summary };
}

/** Product names and images of lines the preview could not price (a product taken off the shelf meanwhile). */
async function fallbackNames(db: DbOrTx, lines: CoopLineRow[]) {
  return productLabels(db, [...new Set(lines.map((l) => l.productId))]);
}

function lineOut(
  line: CoopLineRow,
  priced: SettlementItemOut | undefined,
  fallback: { name: string; imageName: string } | undefined,
  me: number,
  minimum: number,
): CoopCartLineOut {
  const unit = priced?.SellPrice ?? 0;
  return {
    lineId: line.id,
    ProductId: line.productId,
    ProductName: priced?.ProductName ?? fallback?.name ?? '',
    ImageName: priced?.ImageName ?? fallback?.imageName ?? '',
    ProductNum: line.quantity,
    SellPrice: unit,
    LineAmount: fromMinor(toMinor(unit) * line.quantity),
    CartItemAttributes: priced?.CartItemAttributes ?? [],
    Comment: line.comment,
    addedBy: line.mustOrder ? null : { name: line.displayName, isMe: line.memberId === me },
    mustOrder: line.mustOrder,
    minQuantity: minimum,
  };
}

/**
 * MyCoopCart: the session, its lines not yet ordered with who added each (priced by the server), the orders it
 * placed, and how far the table is from its minimum spend. Read whole on every call: nothing of a session is kept
 * between requests, every phone refetches.
 */
export async function coopCartView(
  ctx: MemberContext,
  session: SessionRow,
  settings: TableSettingsRow,
): Promise<CoopCartOut> {
  const [table] = await ctx.db.select().from(storeTables).where(eq(storeTables.id, session.tableId));
  const lines = await openLines(ctx.db, session.id);
  const [{ byKey, summary }, names, placed, diners] = await Promise.all([
    pricesOf(ctx, session.storeId, lines),
    fallbackNames(ctx.db, lines),
    sessionOrders(ctx.db, session.id),
    ctx.db
      .select()
      .from(tableSessionMembers)
      .where(eq(tableSessionMembers.sessionId, session.id))
      .orderBy(asc(tableSessionMembers.joinedAt)),
  ]);
  const minimumOf = (line: CoopLineRow) => {
    const item = line.mustOrder ? settings.mustOrder.find((m) => m.productId === line.productId) : undefined;
    return item ? mustOrderQuantity(item, session.diners) : 0;
  };
  const cartSummary = summary ?? { amount: 0, quantity: 0, originalAmount: 0, discountedPrice: 0 };
  const orderedAmount = placed
    .filter((o) => o.status !== 'cancelled' && o.status !== 'refunded')
    .reduce((sum, o) => sum + toMinor(o.amount), 0);
  const shortfall = minSpendShortfall(orderedAmount + toMinor(cartSummary.amount), settings.minSpend);
  return {
    session: statusOpen(session),
    tableNo: table?.number ?? '',
    tableName: table?.name ?? '',
    lines: lines.map((line) =>
      lineOut(
        line,
        byKey.get(lineKey(line.productId, parseOptionKey(line.optionKey))),
        names.get(line.productId),
        ctx.member.uid,
        minimumOf(line),
      ),
    ),
    summary: cartSummary,
    orderedAmount: fromMinor(orderedAmount),
    minSpend: fromMinor(settings.minSpend),
    minSpendShortfall: fromMinor(shortfall),
    orders: placed,
    members: diners.map((d) => ({ name: d.displayName, isMe: d.memberId === ctx.member.uid })),
  };
}
