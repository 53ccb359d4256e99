import type { CouponRule, CouponUses, HeldCoupon, Translations } from '@shop/domain';

/** A member's coupon as checkout reads it: what the engine judges, and what the picker shows. */
export interface ReadCoupon extends HeldCoupon {
  code: string;
  /** The template's base name and its translations (decision 020). */
  name: string;
  translations: Translations<{ name: string }>;
  /** 'valid' unless asked by id (placefast): a coupon asked for may be in any state. */
  status: string;
  /** The template's store; null for every store of the chain. */
  storeId: number | null;
}

type CouponJson = [
  id: number,
  templateId: number,
  rule: CouponRule,
  validFrom: string,
  validUntil: string,
  code: string,
  status: string,
  name: string,
  translations: Translations<{ name: string }> | null,
  storeId: number | null,
];
type UseJson = [templateId: number, period: string, uses: number];

/**
 * Which of the member's coupons (`member` its id) a read takes: those asked by id (`ids`, an int[]; in any state,
 * so one asked for that is no longer valid is told apart from one that is not the member's: placefast), or every
 * one they hold valid and not ended at `at` (a settlement). Two texts, so each plans on its own index.
 */
export type CouponPick = { asked: string } | { heldAt: string };

function pickWhere(member: string, pick: CouponPick): string {
  if ('asked' in pick) return `mc.id = ANY(${pick.asked}::int[]) AND mc.member_id = ${member}`;
  return `mc.member_id = ${member} AND mc.status = 'valid' AND mc.valid_until > ${pick.heldAt}::timestamptz`;
}

/** The SQL of the member's coupons a read takes (pickWhere), each a CouponJson with its template's name. */
export const couponsJsonSql = (member: string, pick: CouponPick) => `(SELECT json_agg(json_build_array(
    mc.id, mc.template_id, mc.rule, mc.valid_from, mc.valid_until, mc.code, mc.status, t.name, t.translations,
    t.store_id)
    ORDER BY mc.valid_until, mc.id)
  FROM member_coupons mc JOIN coupon_templates t ON t.id = mc.template_id
  WHERE ${pickWhere(member, pick)})`;

/** The SQL of the member's use counts (`member`) in the periods `periods` (a text[]: today, this week, month). */
export const useCountsJsonSql = (member: string, periods: string) => `(SELECT json_agg(json_build_array(
    u.template_id, u.period, u.uses))
  FROM coupon_use_counts u WHERE u.member_id = ${member} AND u.period = ANY(${periods}::text[]))`;

/** Each read coupon with its template's uses in the periods read ('d:…', 'w:…', 'm:…' as domain's couponPeriods). */
export function readCoupons(
  coupons: CouponJson[] | null,
  uses: UseJson[] | null,
  periods: { day: string; week: string; month: string },
): ReadCoupon[] {
  const usesOf = (templateId: number): CouponUses => {
    const of = (period: string) => uses?.find(([t, p]) => t === templateId && p === period)?.[2] ?? 0;
    return { day: of(periods.day), week: of(periods.week), month: of(periods.month) };
  };
  return (coupons ?? []).map(
    ([id, templateId, rule, from, until, code, status, name, translations, storeId]) => ({
      id,
      templateId,
      rule,
      validFrom: new Date(from),
      validUntil: new Date(until),
      uses: usesOf(templateId),
      code,
      status,
      name,
      translations: translations ?? {},
      storeId,
    }),
  );
}

export type { CouponJson, UseJson };
