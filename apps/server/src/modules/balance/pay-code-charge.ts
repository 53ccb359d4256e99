import {
  acceptedPayCodeSteps,
  PAY_CODE_CONFIRM_SECONDS,
  parsePayCode,
  payCodeConfirmAbove,
} from '@shop/domain';
import { and, eq, isNull, lt } from 'drizzle-orm';
import { retryTransaction } from '../../db/retry-transaction.ts';
import { payCodeCharges, payCodeDevices } from '../../db/schema/pay-code.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { requireStoreRecord } from '../store/index.ts';
import { moveBalance } from './ledger.ts';
import { activeDevice } from './pay-code-devices.ts';
import { matchingStep } from './pay-code-otp.ts';

type Deps = Pick<AppDeps, 'db' | 'clock'>;

/** A till's charge: the code as scanned or typed, the amount in minor units, the store charging. */
export interface PayCodeChargeInput {
  code: string;
  amount: number;
  storeId: number;
}

/** The charge's number: unique as its device and step are (one charge per code). */
const chargeNoOf = (deviceId: number, step: number) => `PC${step}${String(deviceId).padStart(6, '0')}`;

/**
 * The device and step a code stands for at this instant: PAY_CODE_INVALID when it is no code, opens no working
 * device or matches none of the steps accepted now (expired, or not the device's); PAY_CODE_USED when a code of this
 * step or a later one of the device was accepted already.
 */
async function verifiedCode(deps: Deps, code: string, at: Date) {
  const parts = parsePayCode(code);
  const device = parts ? await activeDevice(deps.db, parts.deviceKey, at) : null;
  if (!parts || !device) throw new AppError('PAY_CODE_INVALID');
  const step = matchingStep(
    device.secret,
    parts.otp,
    acceptedPayCodeSteps(at.getTime(), device.refreshSeconds),
  );
  if (step === null) throw new AppError('PAY_CODE_INVALID');
  if (step <= device.lastStep) throw new AppError('PAY_CODE_USED');
  return { device, step };
}

/**
 * Charges a member payment code at a store's till (staff API, `npm run staff -- charge`; decision 033). The code is
 * accepted once by a conditional update of its device's last step, in the same transaction as the rest: at or
 * below the store's limit the balance pays at once (balance_spend, never below 0); above it the charge waits for the
 * member's confirmation on the phone. A refused charge (balance insufficient) undoes the acceptance too, so the
 * member can pay another way with the same code.
 */
export async function chargePayCode(deps: Deps, input: PayCodeChargeInput) {
  const at = deps.clock.now();
  const store = await requireStoreRecord(deps, input.storeId);
  const { device, step } = await verifiedCode(deps, input.code, at);
  const confirm = input.amount > payCodeConfirmAbove(store.row.settings.payCode?.confirmAbove);
  const chargeNo = chargeNoOf(device.id, step);
  return retryTransaction(deps.db, async (tx) => {
    const accepted = await tx
      .update(payCodeDevices)
      .set({ lastStep: step })
      .where(
        and(
          eq(payCodeDevices.id, device.id),
          isNull(payCodeDevices.revokedAt),
          lt(payCodeDevices.lastStep, step),
        ),
      )
      .returning({ id: payCodeDevices.id });
    if (accepted.length === 0) throw new AppError('PAY_CODE_USED');
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
      })
      .returning();
    return row!;
  });
}
