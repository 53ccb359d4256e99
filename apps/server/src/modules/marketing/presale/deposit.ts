import type { PresaleOrderOut } from '@shop/contracts';
import { depositLapsesAt, depositRefusal, unpaidCancelAt } from '@shop/domain';
import { AppError } from '../../../platform/http/app-error.ts';
import type { MemberContext } from '../../../platform/http/endpoints.ts';
import { keyedCall } from '../../../platform/http/keyed-call.ts';
import { requireStoreRecord } from '../../store/index.ts';
import { type PayInput, payHash, placeStep } from '../activity-pay.ts';
import { requirePresale, settingsOf, snapshotOf } from './presales.ts';
import { type DepositRow, findDeposit, purchaseOut } from './purchases.ts';

export interface DepositInput extends PayInput {
  id: number;
  quantity: number;
}

function requireSame(first: DepositRow, hash: string): DepositRow {
  if (first.order.kind !== 'presaleDeposit' || first.order.requestHash !== hash)
    throw new AppError('IDEMPOTENCY_CONFLICT');
  return first;
}

/**
 * Presale/PayDeposit: the deposit for `quantity` units as an order of kind 'presaleDeposit', inside the deposit
 * window, at the terms of the moment kept with it (the snapshot) and the instant it lapses if its rest is never
 * paid: the final window's end plus this store's unpaid-order life, so a rest order placed at the last moment can
 * still be paid. A repeat of the idempotency key answers the first deposit.
 */
export function payDeposit(
  ctx: MemberContext,
  storeId: number,
  input: DepositInput,
): Promise<PresaleOrderOut> {
  const key = { idempotencyKey: input.idempotencyKey };
  return keyedCall(
    () => depositOnce(ctx, storeId, input),
    async () => (await findDeposit(ctx.db, ctx.member.uid, key)) !== null,
  );
}

async function depositOnce(
  ctx: MemberContext,
  storeId: number,
  input: DepositInput,
): Promise<PresaleOrderOut> {
  const uid = ctx.member.uid;
  const at = ctx.clock.now();
  const store = (await requireStoreRecord(ctx, storeId)).row;
  const presale = await requirePresale(ctx.db, storeId, input.id);
  const hash = payHash(['presaleDeposit', storeId, input.id, input.quantity, input.payMethod]);
  const key = { idempotencyKey: input.idempotencyKey };
  const first = await findDeposit(ctx.db, uid, key);
  if (first) return purchaseOut(ctx.db, requireSame(first, hash), at, ctx.locale);
  if (presale.status === 'ended') throw new AppError('PRESALE_DEPOSIT_ENDED');
  const snapshot = snapshotOf(presale);
  const refusal = depositRefusal(settingsOf(snapshot), at);
  if (refusal) throw new AppError(refusal);
  // The life of an unpaid order in this store, as the unpaid sweep reads it.
  const unpaidLife = unpaidCancelAt(new Date(0), store.settings.unpaidCancelMinutes).getTime();
  const lapsesAt = depositLapsesAt(settingsOf(snapshot), unpaidLife);
  await placeStep(ctx, store, input, {
    kind: 'presaleDeposit',
    quantity: input.quantity,
    amount: presale.deposit * input.quantity,
    hash,
    facts: [
      {
        table: 'presale_deposits',
        row: {
          presale_id: presale.id,
          member_id: uid,
          quantity: input.quantity,
          snapshot,
          lapses_at: lapsesAt.toISOString(),
        },
      },
    ],
  });
  const made = await findDeposit(ctx.db, uid, key);
  if (!made) throw new Error('a deposit order without its row');
  return purchaseOut(ctx.db, requireSame(made, hash), at, ctx.locale);
}
