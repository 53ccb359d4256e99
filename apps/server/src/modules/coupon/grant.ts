import type { RuleNamesOut } from '@shop/contracts';
import type { CouponRule, CouponValidity, Locale } from '@shop/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { couponTemplates } from '../../db/schema/coupon.ts';
import { issueCoupons } from './issue.ts';
import { nameBook, namesOf } from './names.ts';
import { templateText } from './templates.ts';

/** Coupons another area gives a member: of which template, how many, why, and when. */
export interface CouponGrant {
  memberId: number;
  templateId: number;
  count: number;
  /** 'points': exchanged in the points mall; 'gift': part of a gift. */
  source: 'points' | 'gift';
  at: Date;
  /** The order that paid for them (a points exchange), if any. */
  orderId?: number;
}

/**
 * Issues coupons of a template to a member in the caller's transaction, outside the template's centre stock and
 * claim limits (the giving area counts its own stock and limits, as staff issuing does: decision 030). New rows
 * only, so nothing is locked. The new coupons' ids, or null when the template is ended (nothing issued).
 */
export async function grantCoupons(tx: Tx, grant: CouponGrant): Promise<number[] | null> {
  const [template] = await tx
    .select()
    .from(couponTemplates)
    .where(and(eq(couponTemplates.id, grant.templateId), eq(couponTemplates.status, 'active')));
  if (!template) return null;
  const rows = await issueCoupons(tx, template, {
    memberId: grant.memberId,
    count: grant.count,
    source: grant.source,
    at: grant.at,
    ...(grant.orderId === undefined ? {} : { boughtByOrderId: grant.orderId }),
  });
  return rows.map((r) => r.id);
}

/** A template as another area shows what it gives: name and rule in the reader's language, validity. */
export interface CouponFace {
  name: string;
  description: string;
  rule: CouponRule;
  names: RuleNamesOut;
  validity: CouponValidity;
}

/** The faces of templates by id (unknown ids left out), names read once for all. */
export async function couponFaces(
  db: DbOrTx,
  ids: number[],
  locale: Locale,
): Promise<Map<number, CouponFace>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select()
    .from(couponTemplates)
    .where(inArray(couponTemplates.id, [...new Set(ids)]));
  const book = await nameBook(
    db,
    rows.map((r) => r.rule),
    locale,
  );
  return new Map(
    rows.map((r) => [
      r.id,
      { ...templateText(r, locale), rule: r.rule, names: namesOf(book, r.rule), validity: r.validity },
    ]),
  );
}

/** Level names in the reader's language by id (unknown ids left out). */
export async function levelNames(
  db: DbOrTx,
  levelIds: number[],
  locale: Locale,
): Promise<Map<number, string>> {
  if (levelIds.length === 0) return new Map();
  return (await nameBook(db, [], locale, levelIds)).levels;
}
