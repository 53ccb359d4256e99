import { and, eq, gt } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { retryTransaction } from '../../db/retry-transaction.ts';
import { payCodeCharges } from '../../db/schema/pay-code.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { MemberContext } from '../../platform/http/endpoints.ts';
import { hasPayPassword, requirePayPassword } from '../account/index.ts';
import { storeText } from '../store/index.ts';
import { moveBalance } from './ledger.ts';
import { chargeByNo, chargeOut, chargeStatus, type PayCodeChargeRow } from './pay-code-charges.ts';

/** The member's own charge still waiting for them; 404 for another's or none, PAY_CODE_CHARGE_CLOSED when settled. */
async function waitingCharge(ctx: MemberContext, chargeNo: string) {
  const found = await chargeByNo(ctx.db, chargeNo);
  if (!found || found.charge.memberId !== ctx.member.uid) throw new AppError('NOT_FOUND');
  if (chargeStatus(found.charge, ctx.clock.now()) !== 'confirming')
    throw new AppError('PAY_CODE_CHARGE_CLOSED');
  return found;
}

/** Settles a waiting charge by a conditional update (still confirming, before its deadline); CLOSED otherwise. */
async function settle(tx: Tx, id: number, status: 'paid' | 'declined', at: Date): Promise<PayCodeChargeRow> {
  const [row] = await tx
    .update(payCodeCharges)
    .set({ status, settledAt: at })
    .where(
      and(
        eq(payCodeCharges.id, id),
        eq(payCodeCharges.status, 'confirming'),
        gt(payCodeCharges.confirmBy, at),
      ),
    )
    .returning();
  if (!row) throw new AppError('PAY_CODE_CHARGE_CLOSED');
  return row;
}

/**
 * Balance/ConfirmPayCodeCharge: the member confirms a charge above the store's limit on the phone. The payment
 * password rule of account/pay-password.ts first (outside the transaction, as it asks), then in one transaction the
 * charge is settled once and the balance pays (the charge row before the member's, decision 034).
 */
export async function confirmPayCodeCharge(
  ctx: MemberContext,
  input: { chargeNo: string; payPassword?: string },
) {
  const found = await waitingCharge(ctx, input.chargeNo);
  await requirePayPassword(ctx.db, ctx, ctx.member.uid, input.payPassword);
  const at = ctx.clock.now();
  const paid = await retryTransaction(ctx.db, async (tx) => {
    const row = await settle(tx, found.charge.id, 'paid', at);
    const balanceAfter = await moveBalance(tx, {
      memberId: row.memberId,
      delta: -row.amount,
      reason: 'balance_spend',
      note: row.chargeNo,
      at,
    });
    await tx.update(payCodeCharges).set({ balanceAfter }).where(eq(payCodeCharges.id, row.id));
    return { ...row, balanceAfter };
  });
  return { charge: chargeOut(paid, storeText(found.store, 'name', ctx.locale), at, false) };
}

/** Balance/DeclinePayCodeCharge: the member refuses a charge waiting for them; nothing is taken. */
export async function declinePayCodeCharge(ctx: MemberContext, input: { chargeNo: string }) {
  const found = await waitingCharge(ctx, input.chargeNo);
  const at = ctx.clock.now();
  const row = await ctx.db.transaction((tx) => settle(tx, found.charge.id, 'declined', at));
  return {
    charge: chargeOut(
      row,
      storeText(found.store, 'name', ctx.locale),
      at,
      await hasPayPassword(ctx.db, ctx.member.uid),
    ),
  };
}
