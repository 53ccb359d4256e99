import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { couponTemplates } from '../../db/schema/coupon.ts';
import { issueCoupons } from './issue.ts';

/** Coupons of one template given to a member as part of a gift. */
export interface GiftCoupons {
  memberId: number;
  templateId: number;
  count: number;
  at: Date;
}

/**
 * Issues coupons of a template to a member as part of a gift (source 'gift': a gift package, a top-up rule's gift),
 * in the caller's transaction. Like a staff issue it is outside the template's stock and limits, which are for
 * members taking coupons themselves (decision 030); and it issues even if the template has ended since the gift
 * was made, because the gift was promised (and maybe paid for) then. The new coupons' ids.
 */
export async function issueGiftCoupons(tx: Tx, gift: GiftCoupons): Promise<number[]> {
  const [template] = await tx.select().from(couponTemplates).where(eq(couponTemplates.id, gift.templateId));
  if (!template) throw new Error(`a gift names coupon template ${gift.templateId}, which does not exist`);
  const issue = { memberId: gift.memberId, count: gift.count, source: 'gift', at: gift.at } as const;
  const rows = await issueCoupons(tx, template, issue);
  return rows.map((row) => row.id);
}

/** Which of these templates a new gift may name: those that exist and are active (ended ones issue no new gift). */
export async function giftableTemplateIds(db: DbOrTx, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: couponTemplates.id })
    .from(couponTemplates)
    .where(and(inArray(couponTemplates.id, [...ids]), eq(couponTemplates.status, 'active')));
  return new Set(rows.map((row) => row.id));
}
