import type { GiftDeliveryOut } from '@shop/contracts';
import type { Locale } from '@shop/domain';
import { translatedField } from '@shop/domain';
import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { giftDeliveries, giftEntitlements } from '../../db/schema/gift.ts';
import { planCouponNames, toPlanOut } from './plan-out.ts';

type DeliveryRow = typeof giftDeliveries.$inferSelect;

/** Sources whose ref is an order number. */
const orderSources = new Set(['giftpack', 'topup', 'points-exchange']);

/** The package names of deliveries of packages bought, read by the caller (one query per page). */
export type PackageNames = ReadonlyMap<string, string>;

/** Deliveries as the member reads them, with their entitlements and how much of each was honoured. */
export async function deliveryOuts(
  db: DbOrTx,
  rows: readonly DeliveryRow[],
  locale: Locale,
  packageNames: PackageNames = new Map(),
): Promise<GiftDeliveryOut[]> {
  if (rows.length === 0) return [];
  const names = await planCouponNames(
    db,
    rows.map((row) => row.plan),
    locale,
  );
  const held = await db
    .select()
    .from(giftEntitlements)
    .where(
      inArray(
        giftEntitlements.deliveryId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(giftEntitlements.id));
  return rows.map((row) => ({
    id: row.id,
    source: row.sourceKind,
    orderNo: orderSources.has(row.sourceKind) ? row.sourceRef : null,
    packageName: packageNames.get(row.sourceRef) ?? null,
    plan: toPlanOut(row.plan, names, locale),
    entitlements: held
      .filter((e) => e.deliveryId === row.id)
      .map((e) => ({
        id: e.id,
        giftType: e.giftType,
        name: translatedField(e.name, e.translations, 'name', locale),
        quantity: e.quantity,
        honoured: e.honoured,
      })),
    deliveredAt: row.deliveredAt.toISOString(),
  }));
}

/** The delivery of one source to a member, if it happened. */
export async function deliveryOf(db: DbOrTx, memberId: number, kind: DeliveryRow['sourceKind'], ref: string) {
  const [row] = await db
    .select()
    .from(giftDeliveries)
    .where(
      and(
        eq(giftDeliveries.memberId, memberId),
        eq(giftDeliveries.sourceKind, kind),
        eq(giftDeliveries.sourceRef, ref),
      ),
    );
  return row ?? null;
}

/** One page of what the member received, newest first, and how many deliveries there are. */
export async function receivedPage(db: DbOrTx, memberId: number, page: { index: number; size: number }) {
  const rows = await db
    .select()
    .from(giftDeliveries)
    .where(eq(giftDeliveries.memberId, memberId))
    .orderBy(desc(giftDeliveries.id))
    .limit(page.size)
    .offset((page.index - 1) * page.size);
  const [total] = await db
    .select({ n: count() })
    .from(giftDeliveries)
    .where(eq(giftDeliveries.memberId, memberId));
  return { rows, total: total?.n ?? 0 };
}
