import type { MemberCouponOut } from '@shop/contracts';
import { publishRefusal, type TakeRefusal, takeRefusal } from '@shop/domain';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { retryTransaction } from '../../db/retry-transaction.ts';
import { couponTemplates } from '../../db/schema/coupon.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { MemberContext } from '../../platform/http/endpoints.ts';
import { heldOut } from './held-coupons.ts';
import { issueCoupons } from './issue.ts';
import { takerFor } from './member-facts.ts';
import { countTake, takeFromTemplate } from './take.ts';
import { requireTemplate, type TemplateRow } from './templates.ts';

/** A refusal of domain's takeRefusal as the error the call answers with. */
export function refuse(refusal: TakeRefusal): never {
  throw new AppError(refusal.code, refusal.params ?? {});
}

/** Why the template's conditional update took nothing: what it says now (ended, none left), else a generic failure. */
async function templateRefusal(tx: Tx, template: TemplateRow, at: Date): Promise<never> {
  const [now] = await tx.select().from(couponTemplates).where(eq(couponTemplates.id, template.id));
  const closed = now && publishRefusal(now, at);
  if (closed) refuse(closed);
  if (now?.remaining !== null) refuse({ code: now?.price ? 'COUPON_SOLD_OUT' : 'COUPON_FULLY_CLAIMED' });
  throw new AppError('COUPON_CLAIM_FAILED');
}

/**
 * One claim in one transaction, in the lock order of decision 030: the member's coupon_claims row (their limit),
 * then the shared template row (what is left), then the new coupon. Either conditional update taking nothing
 * refuses the claim and undoes the other.
 */
async function claimIn(tx: Tx, memberId: number, template: TemplateRow, at: Date) {
  if (!(await countTake(tx, { memberId, template, quantity: 1, as: 'claimed' }))) {
    const limit = template.claimLimit ?? 0;
    refuse(
      limit === 1
        ? { code: 'COUPON_ALREADY_CLAIMED' }
        : { code: 'COUPON_CLAIM_LIMIT', params: { Limit: limit } },
    );
  }
  const taken = await takeFromTemplate(tx, template, 1, at);
  if (!taken) await templateRefusal(tx, template, at);
  const [coupon] = await issueCoupons(tx, template, { memberId, count: 1, source: 'claim', at });
  return coupon!;
}

/**
 * Coupon/Claim (SPEC §5): a free template's coupon for the member, if the window, their newness and level, their
 * claim limit and what is left allow it. The checks are made first for a precise answer, and again by the
 * transaction's conditional updates, which alone decide under concurrency.
 */
export async function claimCoupon(
  ctx: MemberContext,
  storeId: number,
  templateId: number,
): Promise<MemberCouponOut> {
  const uid = ctx.member.uid;
  const at = ctx.clock.now();
  const template = await requireTemplate(ctx.db, storeId, templateId);
  if (template.price > 0) throw new AppError('COUPON_NOT_FREE');
  const refusal = takeRefusal(template, await takerFor(ctx.db, uid, template.id, at), at);
  if (refusal) refuse(refusal);
  const coupon = await retryTransaction(ctx.db, (tx) => claimIn(tx, uid, template, at));
  return heldOut(ctx.db, uid, coupon.id, at, ctx.locale);
}
