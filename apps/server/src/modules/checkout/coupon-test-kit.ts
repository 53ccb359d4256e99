// Coupons held by members, inserted straight into the coupon tables (independent of the coupon area's claim code).
import { randomBytes } from 'node:crypto';
import {
  type CashCouponRule,
  type CouponRule,
  type CouponRuleBase,
  openCouponConditions,
} from '@shop/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { couponTemplates, couponUseCounts, memberCoupons } from '../../db/schema/coupon.ts';

/** Every coupon rule's base here: all products, anywhere, any day and time, stackable, no use limits. */
export const anyUse: CouponRuleBase = { ...openCouponConditions(), requireAmount: 0, stackable: true };

/** ¥`back` off once the goods reach ¥`require` (minor units). */
export function cashRule(back: number, require = 0, more: Partial<CouponRuleBase> = {}): CashCouponRule {
  return { ...anyUse, ...more, kind: 'cash', backAmount: back, requireAmount: require };
}

const DAY = 86_400_000;

export interface HeldOptions {
  name?: string;
  /** The template's store; null (the default) for the whole chain. */
  storeId?: number | null;
  validFrom?: Date;
  validUntil?: Date;
  status?: string;
  /** An existing template to issue another coupon of. */
  templateId?: number;
}

/** A coupon the member holds (a new template unless given), valid from a day before `now` for 30 days. */
export async function heldCoupon(db: Db, memberId: number, rule: CouponRule, now: Date, o: HeldOptions = {}) {
  const validFrom = o.validFrom ?? new Date(now.getTime() - DAY);
  const validUntil = o.validUntil ?? new Date(now.getTime() + 30 * DAY);
  let templateId = o.templateId;
  if (templateId === undefined) {
    const [template] = await db
      .insert(couponTemplates)
      .values({
        storeId: o.storeId ?? null,
        name: o.name ?? 'Test coupon',
        rule,
        validity: { mode: 'fixed', startsAt: validFrom.toISOString(), endsAt: validUntil.toISOString() },
        createdAt: now,
      })
      .returning({ id: couponTemplates.id });
    templateId = template!.id;
  }
  const code = randomBytes(6).toString('hex').toUpperCase();
  const [row] = await db
    .insert(memberCoupons)
    .values({
      memberId,
      templateId,
      code,
      rule,
      validFrom,
      validUntil,
      status: (o.status ?? 'valid') as 'valid',
      source: 'staff',
      receivedAt: now,
    })
    .returning({ id: memberCoupons.id });
  return { id: row!.id, code, templateId };
}

/** A member coupon as it stands. */
export async function couponRow(db: Db, id: number) {
  const [row] = await db.select().from(memberCoupons).where(eq(memberCoupons.id, id));
  return row!;
}

/** The member's use counts of a template, by period. */
export async function useCounts(db: Db, memberId: number, templateId: number) {
  const rows = await db.select().from(couponUseCounts).where(eq(couponUseCounts.memberId, memberId));
  return Object.fromEntries(rows.filter((r) => r.templateId === templateId).map((r) => [r.period, r.uses]));
}
