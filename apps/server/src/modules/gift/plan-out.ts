import type { GiftPlanOut } from '@shop/contracts';
import { fromMinor, type GiftPlan, type Locale, translatedField } from '@shop/domain';
import type { DbOrTx } from '../../db/client.ts';
import { couponFaces } from '../coupon/index.ts';

/** The names of the coupon templates of several plans, read once. */
export async function planCouponNames(db: DbOrTx, plans: readonly GiftPlan[], locale: Locale) {
  const ids = plans.flatMap((plan) => plan.coupons.map((c) => c.templateId));
  const faces = await couponFaces(db, ids, locale);
  return new Map([...faces].map(([id, face]) => [id, face.name]));
}

/** A plan as the reader sees it: balance in decimals, coupon and item names in their language. */
export function toPlanOut(
  plan: GiftPlan,
  couponNames: ReadonlyMap<number, string>,
  locale: Locale,
): GiftPlanOut {
  return {
    balance: fromMinor(plan.balance),
    points: plan.points,
    coupons: plan.coupons.map((c) => ({ ...c, name: couponNames.get(c.templateId) ?? '' })),
    entitlements: plan.entitlements.map((e) => ({
      giftType: e.giftType,
      name: translatedField(e.name, e.translations, 'name', locale),
      quantity: e.quantity,
    })),
  };
}
