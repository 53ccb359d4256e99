import type { MemberCouponOut, MyCouponTab } from '@shop/contracts';
import { heldCouponState, type Locale } from '@shop/domain';
import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { couponTemplates, memberCoupons } from '../../db/schema/coupon.ts';
import { orders } from '../../db/schema/order.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { type NameBook, nameBook, namesOf } from './names.ts';
import { templateText } from './templates.ts';

const heldColumns = {
  coupon: memberCoupons,
  name: couponTemplates.name,
  description: couponTemplates.description,
  translations: couponTemplates.translations,
  transferable: couponTemplates.transferable,
  needsTransferCode: couponTemplates.needsTransferCode,
  orderNo: orders.orderNo,
};

/** A held coupon with what its answer shows of its template and of the order holding it. */
export interface HeldRow {
  coupon: typeof memberCoupons.$inferSelect;
  name: string;
  description: string;
  translations: (typeof couponTemplates.$inferSelect)['translations'];
  transferable: boolean;
  needsTransferCode: boolean;
  orderNo: string | null;
}

/** Held coupons matching `where`, with their template and order. */
export function selectHeld(db: DbOrTx, where: SQL | undefined) {
  return db
    .select(heldColumns)
    .from(memberCoupons)
    .innerJoin(couponTemplates, eq(couponTemplates.id, memberCoupons.templateId))
    .leftJoin(orders, eq(orders.id, memberCoupons.orderId))
    .where(where);
}

/** The tabs of My coupons as SQL over member_coupons at `now` (the same split as domain's couponTab). */
export function tabSql(tab: MyCouponTab, now: string): SQL {
  const expiredOrNot = sql`${memberCoupons.validUntil} <= ${now}::timestamptz`;
  if (tab === 'used') return sql`${memberCoupons.status} IN ('used', 'transferred')`;
  if (tab === 'expired')
    return sql`(${memberCoupons.status} = 'disabled' OR (${memberCoupons.status} = 'valid' AND ${expiredOrNot}))`;
  return sql`(${memberCoupons.status} = 'reserved' OR (${memberCoupons.status} = 'valid' AND NOT ${expiredOrNot}))`;
}

const countWhere = (where: SQL) => sql<number>`(count(*) FILTER (WHERE ${where}))::int`;

/** A held coupon as the member sees it at `now`: its state computed from its status and instants. */
export function toMemberCouponOut(row: HeldRow, now: Date, locale: Locale, book: NameBook): MemberCouponOut {
  const c = row.coupon;
  const state = heldCouponState(c, now);
  return {
    id: c.id,
    templateId: c.templateId,
    code: c.code,
    ...templateText(row, locale),
    rule: c.rule,
    names: namesOf(book, c.rule),
    validFrom: c.validFrom.toISOString(),
    validUntil: c.validUntil.toISOString(),
    state,
    source: c.source,
    receivedAt: c.receivedAt.toISOString(),
    usedAt: c.usedAt?.toISOString() ?? null,
    orderNo: row.orderNo,
    canTransfer:
      row.transferable && (state === 'valid' || state === 'aboutToExpire' || state === 'notYetEffective'),
    needsTransferCode: row.needsTransferCode,
  };
}

/**
 * One tab of the member's coupons (SPEC §2 myCoupon?singletype=0) and the size of every tab: usable ones soonest
 * to expire first, the others the latest received first.
 */
export async function myCoupons(
  db: DbOrTx,
  memberId: number,
  q: { tab: MyCouponTab; page: number; size: number; now: Date },
) {
  const now = q.now.toISOString();
  const mine = eq(memberCoupons.memberId, memberId);
  const order =
    q.tab === 'usable'
      ? [asc(memberCoupons.validUntil), asc(memberCoupons.id)]
      : [desc(memberCoupons.receivedAt), desc(memberCoupons.id)];
  const rows = await selectHeld(db, and(mine, tabSql(q.tab, now)))
    .orderBy(...order)
    .limit(q.size)
    .offset((q.page - 1) * q.size);
  const [counts] = await db
    .select({
      usable: countWhere(tabSql('usable', now)),
      used: countWhere(tabSql('used', now)),
      expired: countWhere(tabSql('expired', now)),
    })
    .from(memberCoupons)
    .where(mine);
  const tally = counts ?? { usable: 0, used: 0, expired: 0 };
  return { rows, counts: tally, total: tally[q.tab] };
}

/** One of the member's coupons; another member's or none is COUPON_NOT_FOUND (404), never told apart. */
export async function requireHeld(db: DbOrTx, memberId: number, id: number): Promise<HeldRow> {
  const [row] = await selectHeld(db, and(eq(memberCoupons.id, id), eq(memberCoupons.memberId, memberId)));
  if (!row) throw new AppError('COUPON_NOT_FOUND');
  return row;
}

/** Held coupons as the member sees them at `now`, the names their rules point at read once for all. */
export async function heldOuts(
  db: DbOrTx,
  rows: HeldRow[],
  now: Date,
  locale: Locale,
): Promise<MemberCouponOut[]> {
  const book = await nameBook(
    db,
    rows.map((r) => r.coupon.rule),
    locale,
  );
  return rows.map((row) => toMemberCouponOut(row, now, locale, book));
}

/** One of the member's coupons as they see it now (COUPON_NOT_FOUND when not theirs). */
export async function heldOut(db: DbOrTx, memberId: number, id: number, now: Date, locale: Locale) {
  const [out] = await heldOuts(db, [await requireHeld(db, memberId, id)], now, locale);
  return out!;
}
