// Issue 14's place-order scenario: the plain order's twin in a shop of its own that runs an automatic promotion
// (¥0.50 off from ¥5 of goods, on everything, stacking with coupons), every order applying one of the shopper's
// ¥1 coupons (a use limit per month, so the use counts are bumped too). The shop is apart so the plain scenario's
// store has no promotion. Each shopper holds enough coupons for the run and uses the next unused one.
import { type CashBackRule, type CashCouponRule, openCouponConditions } from '@shop/domain';
import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../apps/server/src/db/client.ts';
import { products } from '../apps/server/src/db/schema/catalog.ts';
import { couponTemplates, memberCoupons } from '../apps/server/src/db/schema/coupon.ts';
import { promotions } from '../apps/server/src/db/schema/marketing.ts';
import { orderAdjustments, orders } from '../apps/server/src/db/schema/order.ts';
import { type StoreSettings, stores } from '../apps/server/src/db/schema/store.ts';

/** A bench member: their session, phone and delivery address. */
export interface Shopper {
  memberId: number;
  session: string;
  phone: string;
  addressId: number;
}

/** The shopper of the next request and the coupons it applies. */
export type OfferPick = () => { who: Shopper; couponIds: number[] };

const DAY = 86_400_000;
const everywhere = {
  products: { rule: 'all' as const },
  weekdays: [],
  timeSlots: [],
};
const promotionRule: CashBackRule = {
  ...everywhere,
  t: 'PromotionCashBack',
  tiers: [{ requireAmount: 500, backAmount: 50 }],
  repeat: false,
  maxBack: null,
  stackableWithCoupons: true,
  levelIds: [],
  newMembersOnly: false,
};
const couponRule: CashCouponRule = {
  ...openCouponConditions(),
  kind: 'cash',
  backAmount: 100,
  requireAmount: 0,
  stackable: true,
  usesPerMonth: 1_000_000,
};

/** Inserts rows in chunks (one statement of 100,000 parameters is past PostgreSQL's limit). */
async function inChunks<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += 2_000) await insert(rows.slice(i, i + 2_000));
}

/**
 * The offer shop: its products, its promotion, and for each shopper enough ¥1 coupons for `seconds` of orders at
 * well above the plain scenario's rate. `pick` goes round the shoppers, each time with their next coupon.
 */
export async function offerShop(
  db: Db,
  o: { shoppers: Shopper[]; seconds: number; settings: StoreSettings; products: number; stock: number },
) {
  const now = new Date();
  const [store] = await db
    .insert(stores)
    .values({ name: 'Bench offers shop', settings: o.settings, latitude: 31.2243, longitude: 121.446 })
    .returning({ id: stores.id });
  const storeId = store!.id;
  const rows = await db
    .insert(products)
    .values(
      Array.from({ length: o.products }, (_, i) => ({
        storeId,
        name: `Offer ${i}`,
        price: 500 + i,
        stock: o.stock,
      })),
    )
    .returning({ id: products.id });
  const productIds = rows.map((r) => r.id);
  const startsAt = new Date(now.getTime() - DAY);
  const endsAt = new Date(now.getTime() + 30 * DAY);
  await db.insert(promotions).values({
    storeId,
    type: 'PromotionCashBack',
    name: '¥0.50 off ¥5',
    rule: { ...promotionRule },
    startsAt,
    endsAt,
  });
  const [template] = await db
    .insert(couponTemplates)
    .values({
      storeId,
      name: '¥1 off',
      rule: couponRule,
      validity: { mode: 'fixed', startsAt: startsAt.toISOString(), endsAt: endsAt.toISOString() },
      createdAt: now,
    })
    .returning({ id: couponTemplates.id });
  const perShopper = 4 + 2 * o.seconds;
  const coupons = o.shoppers.flatMap((who, s) =>
    Array.from({ length: perShopper }, (_, n) => ({
      memberId: who.memberId,
      templateId: template!.id,
      code: `B${storeId}-${s}-${n}`,
      rule: couponRule,
      validFrom: startsAt,
      validUntil: endsAt,
      source: 'staff' as const,
      receivedAt: now,
    })),
  );
  const held = new Map<number, number[]>();
  await inChunks(coupons, async (chunk) => {
    const ids = await db
      .insert(memberCoupons)
      .values(chunk)
      .returning({ id: memberCoupons.id, memberId: memberCoupons.memberId });
    for (const row of ids) held.set(row.memberId, [...(held.get(row.memberId) ?? []), row.id]);
  });
  let turn = 0;
  const pick: OfferPick = () => {
    const who = o.shoppers[turn++ % o.shoppers.length]!;
    const next = held.get(who.memberId)?.shift();
    return { who, couponIds: next === undefined ? [] : [next] };
  };
  /** The coupons the shop's orders took, and how many of its orders got the promotion. */
  const applied = async () => {
    const mine = db.select({ id: orders.id }).from(orders).where(sql`${orders.storeId} = ${storeId}`);
    const [taken] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(memberCoupons)
      .where(inArray(memberCoupons.orderId, mine));
    const [promoted] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(orderAdjustments)
      .where(sql`${orderAdjustments.kind} = 'promotion' AND ${orderAdjustments.orderId} IN ${mine}`);
    return { coupons: taken!.n, promoted: promoted!.n };
  };
  return { storeId, productIds, pick, applied };
}
