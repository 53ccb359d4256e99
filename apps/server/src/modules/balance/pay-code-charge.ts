import { PAY_CODE_CONFIRM_SECONDS, parsePayCode, payCodeConfirmAbove } from '@shop/domain';
import { and, eq } from 'drizzle-orm';
import { retryTransaction } from '../../db/retry-transaction.ts';
import { payCodeCharges, payCodeDevices } from '../../db/schema/pay-code.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { requireStoreRecord } from '../store/index.ts';
import { moveBalance } from './ledger.ts';
import { verifiedCode } from './pay-code-accept.ts';
import { acceptStep } from './pay-code-devices.ts';

type Deps = Pick<AppDeps, 'db' | 'clock'>;

/** A till's charge: the code as scanned or typed, the amount in minor units, the store charging. */
export interface PayCodeChargeInput {
  code: string;
  amount: number;
  storeId: number;
  /** The till's idempotency key: sent again (a retry after a lost answer), it answers the first charge. */
  requestKey?: string | undefined;
}

/** The charge's number: unique as its device and step are (one charge per code). */
const chargeNoOf = (deviceId: number, step: number) => `PC${step}${String(deviceId).padStart(6, '0')}`;

/**
 * The charge a till's request key already made in this store, when there is one; IDEMPOTENCY_CONFLICT when the key
 * came with another code or amount (a till reusing keys), so a key never pays for two different things.
 */
async function requestedBefore(deps: Deps, input: PayCodeChargeInput) {
  if (!input.requestKey) return null;
  const [found] = await deps.db
    .select({ charge: payCodeCharges, deviceKey: payCodeDevices.deviceKey })
    .from(payCodeCharges)
    .innerJoin(payCodeDevices, eq(payCodeDevices.id, payCodeCharges.deviceId))
    .where(and(eq(payCodeCharges.storeId, input.storeId), eq(payCodeCharges.requestKey, input.requestKey)))
    .limit(1);
  if (!found) return null;
  const sameCode = parsePayCode(input.code)?.deviceKey === found.deviceKey;
  if (!sameCode || found.charge.amount !== input.amount) throw new AppError('IDEMPOTENCY_CONFLICT');
  return found.charge;
}

/**
 * Charges a member payment code at a store's till (staff API, `npm run staff -- charge`; decision 034). The code is
 * accepted once by a conditional update of its device's last step, in the same transaction as the rest: at or
 * below the store's limit the balance pays at once (balance_spend, never below 0); above it the charge waits for the
 * member's confirmation on the phone. A refused charge (balance insufficient) undoes the acceptance too, so the
 * member can pay another way with the same code.
 */
async function chargeOnce(deps: Deps, input: PayCodeChargeInput) {
  const at = deps.clock.now();
  const store = await requireStoreRecord(deps, input.storeId);
  const { device, step } = await verifiedCode(deps.db, input.code, at);
  const confirm = input.amount > payCodeConfirmAbove(store.row.settings.payCode?.confirmAbove);
  const chargeNo = chargeNoOf(device.id, step);
  return retryTransaction(deps.db, async (tx) => {
    await acceptStep(tx, device.id, step);
    const balanceAfter = confirm
      ? null
      : await moveBalance(tx, {
          memberId: device.memberId,
          delta: -input.amount,
          reason: 'balance_spend',
          note: chargeNo,
          at,
        });
    const [row] = await tx
      .insert(payCodeCharges)
      .values({
        chargeNo,
        memberId: device.memberId,
        deviceId: device.id,
        storeId: input.storeId,
        step,
        amount: input.amount,
        status: confirm ? 'confirming' : 'paid',
        balanceAfter,
        createdAt: at,
        confirmBy: confirm ? new Date(at.getTime() + PAY_CODE_CONFIRM_SECONDS * 1000) : null,
        settledAt: confirm ? null : at,
        requestKey: input.requestKey ?? null,
      })
      .returning();
    return row!;
  });
}

/**
 * chargePayCode with the till's idempotency key (DESIGN §4): a request sent again answers the charge its first
 * sending made, also when the two race (the loser finds the code taken, then the winner's row by the key).
 */
export async function chargePayCode(deps: Deps, input: PayCodeChargeInput) {
  const earlier = await requestedBefore(deps, input);
  if (earlier) return earlier;
  try {
    return await chargeOnce(deps, input);
  } catch (err) {
    const first = await requestedBefore(deps, input);
    if (first) return first;
    throw err;
  }
}
