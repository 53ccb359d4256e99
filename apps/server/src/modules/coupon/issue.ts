import { resolveValidity } from '@shop/domain';
import type { Tx } from '../../db/client.ts';
import { type MemberCouponSource, memberCoupons } from '../../db/schema/coupon.ts';
import { randomCode } from './coupon-codes.ts';
import type { TemplateRow } from './templates.ts';

export type MemberCouponRow = typeof memberCoupons.$inferSelect;

/** What issuing coupons needs besides the template: to whom, how many, how, and when. */
export interface Issue {
  memberId: number;
  count: number;
  source: MemberCouponSource;
  at: Date;
  /** The coupon order that bought them (source 'buy'). */
  boughtByOrderId?: number;
}

/**
 * Issues `count` coupons of a template to a member in the caller's transaction: the template's rule copied (a later
 * edit of the template changes no coupon already held) and its validity resolved from `at`. The caller has counted
 * them against the template and the member's limits by its conditional updates.
 */
export async function issueCoupons(tx: Tx, template: TemplateRow, issue: Issue): Promise<MemberCouponRow[]> {
  const { validFrom, validUntil } = resolveValidity(template.validity, issue.at);
  const rows = Array.from({ length: issue.count }, () => ({
    memberId: issue.memberId,
    templateId: template.id,
    code: randomCode(10),
    rule: template.rule,
    validFrom,
    validUntil,
    source: issue.source,
    boughtByOrderId: issue.boughtByOrderId ?? null,
    receivedAt: issue.at,
  }));
  return tx.insert(memberCoupons).values(rows).returning();
}
