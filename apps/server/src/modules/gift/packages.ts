import type { GiftBuyRefusal, GiftPackageOut } from '@shop/contracts';
import { expandGifts, fromMinor, type GiftPlan, type Locale, translatedField } from '@shop/domain';
import { and, asc, count, eq, inArray, isNull, or, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { members } from '../../db/schema/account/member.ts';
import { giftPackages, giftPackageTakes } from '../../db/schema/gift.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { levelIdSql } from '../level/index.ts';
import { readPackageBook } from './package-book.ts';
import { planCouponNames, toPlanOut } from './plan-out.ts';

export type PackageRow = typeof giftPackages.$inferSelect;

/** Packages sold in a store: its own and the whole chain's (store_id null), on sale and not ended. */
function onSaleIn(storeId: number): SQL {
  return and(
    or(isNull(giftPackages.storeId), eq(giftPackages.storeId, storeId)),
    eq(giftPackages.onSale, true),
    eq(giftPackages.status, 'active'),
  ) as SQL;
}

/** One page of the packages on sale in a store, by the store's sort, and how many there are. */
export async function salePage(db: DbOrTx, storeId: number, page: { index: number; size: number }) {
  const rows = await db
    .select()
    .from(giftPackages)
    .where(onSaleIn(storeId))
    .orderBy(asc(giftPackages.sort), asc(giftPackages.id))
    .limit(page.size)
    .offset((page.index - 1) * page.size);
  const [total] = await db.select({ n: count() }).from(giftPackages).where(onSaleIn(storeId));
  return { rows, total: total?.n ?? 0 };
}

/** A package sold in this store (an ended one too, so its page can say so); GIFT_PACKAGE_NOT_FOUND otherwise. */
export async function requirePackage(db: DbOrTx, storeId: number, id: number): Promise<PackageRow> {
  const [row] = await db
    .select()
    .from(giftPackages)
    .where(
      and(
        eq(giftPackages.id, id),
        eq(giftPackages.onSale, true),
        or(isNull(giftPackages.storeId), eq(giftPackages.storeId, storeId)),
      ),
    );
  if (!row) throw new AppError('GIFT_PACKAGE_NOT_FOUND');
  return row;
}

/** What decides whether a member may buy packages: their level now and what they bought of each. */
export interface Buyer {
  levelId: number | null;
  bought: ReadonlyMap<number, number>;
}

/** The buyer's facts for these packages; null for a guest. */
export async function buyerFor(db: DbOrTx, memberId: number | null, packageIds: number[], at: Date) {
  if (memberId === null) return null;
  const [member] = await db
    .select({ levelId: levelIdSql(at) })
    .from(members)
    .where(eq(members.id, memberId));
  const takes = packageIds.length
    ? await db
        .select()
        .from(giftPackageTakes)
        .where(and(eq(giftPackageTakes.memberId, memberId), inArray(giftPackageTakes.packageId, packageIds)))
    : [];
  return { levelId: member?.levelId ?? null, bought: new Map(takes.map((t) => [t.packageId, t.bought])) };
}

/** Why `buyer` cannot buy one of the package now (SPEC §5: level, the member's limit, what is left), or null. */
export function buyRefusal(
  row: PackageRow,
  buyer: Buyer | null,
): { code: GiftBuyRefusal; limit?: number } | null {
  if (row.status === 'ended') return { code: 'GIFT_PACKAGE_ENDED' };
  if (!buyer) return { code: 'NOT_LOGGED_IN' };
  if (row.levelIds.length > 0 && (buyer.levelId === null || !row.levelIds.includes(buyer.levelId)))
    return { code: 'GIFT_PACKAGE_LEVEL_INSUFFICIENT' };
  if (row.buyLimit !== null && (buyer.bought.get(row.id) ?? 0) >= row.buyLimit)
    return { code: 'GIFT_PACKAGE_BUY_LIMIT', limit: row.buyLimit };
  if (row.remaining !== null && row.remaining < 1) return { code: 'GIFT_PACKAGE_SOLD_OUT' };
  return null;
}

/** The refusal as the error it is answered with. */
export function refusalError(refusal: { code: GiftBuyRefusal; limit?: number }): AppError {
  return new AppError(refusal.code, refusal.limit === undefined ? {} : { Limit: refusal.limit });
}

/** What each package gives, opened once for all of them (the packages they nest read level by level). */
export async function packagePlans(db: DbOrTx, rows: readonly PackageRow[]): Promise<Map<number, GiftPlan>> {
  const book = await readPackageBook(
    db,
    rows.flatMap((row) => row.items),
  );
  const plans = new Map<number, GiftPlan>();
  for (const row of rows) {
    const expansion = expandGifts(row.items, book, [row.id]);
    if (!expansion.ok) throw new Error(`gift package ${row.id} cannot be opened: ${expansion.problem}`);
    const { ok: _, ...plan } = expansion;
    plans.set(row.id, plan);
  }
  return plans;
}

/** Packages as the member reads them, with whether `buyer` can buy each now. */
export async function packageOuts(
  db: DbOrTx,
  rows: readonly PackageRow[],
  buyer: Buyer | null,
  locale: Locale,
): Promise<GiftPackageOut[]> {
  const plans = await packagePlans(db, rows);
  const names = await planCouponNames(db, [...plans.values()], locale);
  return rows.map((row) => ({
    id: row.id,
    name: translatedField(row.name, row.translations, 'name', locale),
    description: translatedField(row.description, row.translations, 'description', locale),
    price: fromMinor(row.price),
    points: row.points,
    plan: toPlanOut(plans.get(row.id)!, names, locale),
    total: row.total,
    remaining: row.remaining,
    buyLimit: row.buyLimit,
    bought: buyer?.bought.get(row.id) ?? 0,
    levelIds: row.levelIds,
    refusal: buyRefusal(row, buyer)?.code ?? null,
  }));
}
