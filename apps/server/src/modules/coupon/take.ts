import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { couponClaims, couponTemplates } from '../../db/schema/coupon.ts';
import type { TemplateRow } from './templates.ts';

/**
 * Counts `quantity` claims (free) or units bought against the member's limit by one conditional upsert of their
 * coupon_claims row: false, with nothing written, when it would pass the limit. A template's limits never change
 * once made (staff create and end templates, never edit them), so the limit read with the template holds here.
 * The member's own row, so it comes before the template's in the lock order (decision 012, 030).
 */
export async function countTake(
  tx: Tx,
  p: { memberId: number; template: TemplateRow; quantity: number; as: 'claimed' | 'bought' },
): Promise<boolean> {
  const limit = p.as === 'claimed' ? p.template.claimLimit : p.template.buyLimit;
  if (limit !== null && p.quantity > limit) return false;
  const column = p.as === 'claimed' ? couponClaims.claimed : couponClaims.bought;
  const rows = await tx
    .insert(couponClaims)
    .values({ memberId: p.memberId, templateId: p.template.id, [p.as]: p.quantity })
    .onConflictDoUpdate({
      target: [couponClaims.memberId, couponClaims.templateId],
      set: { [p.as]: sql`${column} + ${p.quantity}` },
      setWhere: limit === null ? undefined : sql`${column} + ${p.quantity} <= ${limit}`,
    })
    .returning({ memberId: couponClaims.memberId });
  return rows.length === 1;
}

/**
 * Takes `quantity` coupons from the template by one conditional update: only while it is active, inside its publish
 * window and has that many left (an unlimited template keeps remaining null). The updated row, or null when it
 * could not (ended, not started, or too few left), nothing written.
 */
export async function takeFromTemplate(
  tx: Tx,
  template: TemplateRow,
  quantity: number,
  at: Date,
): Promise<TemplateRow | null> {
  const now = at.toISOString();
  const [row] = await tx
    .update(couponTemplates)
    .set({ remaining: sql`${couponTemplates.remaining} - ${quantity}` })
    .where(
      and(
        eq(couponTemplates.id, template.id),
        eq(couponTemplates.status, 'active'),
        sql`(${couponTemplates.remaining} IS NULL OR ${couponTemplates.remaining} >= ${quantity})`,
        sql`(${couponTemplates.publishStartsAt} IS NULL OR ${couponTemplates.publishStartsAt} <= ${now}::timestamptz)`,
        sql`(${couponTemplates.publishEndsAt} IS NULL OR ${couponTemplates.publishEndsAt} > ${now}::timestamptz)`,
      ),
    )
    .returning();
  return row ?? null;
}
