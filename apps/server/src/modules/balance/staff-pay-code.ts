import { toMinor } from '@shop/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../platform/deps.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { staffBodyId, staffYuan } from '../../platform/staff/staff-fields.ts';
import { staffAnswer, staffBadRequest, staffInvalid } from '../../platform/staff/staff-reply.ts';
import { defaultStoreId } from '../store/index.ts';
import { chargePayCode } from './pay-code-charge.ts';
import { chargeByNo, chargeStatus, type PayCodeChargeRow } from './pay-code-charges.ts';

/** A payment code charge as the till sees it (the staff CLI prints it); amounts in currency units. */
export interface StaffPayCodeChargeOut {
  chargeNo: string;
  status: 'paid' | 'confirming' | 'declined' | 'expired';
  amount: number;
  memberNo: string;
  storeId: number;
  balanceAfter: number | null;
  confirmBy: string | null;
}

const chargeBody = z.strictObject({
  code: z.string().trim().min(1).max(40),
  /** Currency units, 2 decimals at most. */
  amount: staffYuan(0.01, 1_000_000),
  /** The store charging; the default store when left out. */
  storeId: staffBodyId.optional(),
  /** The till's idempotency key: the same request sent again answers the first charge. */
  requestKey: z.string().min(8).max(64).optional(),
});

function staffOut(row: PayCodeChargeRow, memberNo: string, at: Date): StaffPayCodeChargeOut {
  return {
    chargeNo: row.chargeNo,
    status: chargeStatus(row, at),
    amount: row.amount / 100,
    memberNo,
    storeId: row.storeId,
    balanceAfter: row.balanceAfter === null ? null : row.balanceAfter / 100,
    confirmBy: row.confirmBy?.toISOString() ?? null,
  };
}

/** One charge by its number, as the till sees it now; NOT_FOUND when there is none. */
async function staffCharge(deps: Pick<AppDeps, 'db' | 'clock'>, chargeNo: string) {
  const found = await chargeByNo(deps.db, chargeNo);
  if (!found) throw new AppError('NOT_FOUND');
  return staffOut(found.charge, found.memberNo, deps.clock.now());
}

/**
 * Staff payment code routes (inside the /staff plugin, behind its bearer token; decision 034): POST
 * /staff/paycode/charge charges a member's code once, GET /staff/paycode/charges/:chargeNo reads a charge (the till
 * polls one waiting for the member's confirmation).
 */
export function registerStaffPayCode(staff: FastifyInstance, deps: AppDeps): void {
  staff.post('/paycode/charge', async (req, res) => {
    const body = chargeBody.safeParse(req.body ?? {});
    if (!body.success) return staffInvalid(res, body.error.issues);
    return staffAnswer(res, async () => {
      const storeId = body.data.storeId ?? (await defaultStoreId(deps.db, deps.clock));
      if (storeId === null) throw new AppError('STORE_NOT_FOUND');
      const { code, requestKey } = body.data;
      const input = { code, amount: toMinor(body.data.amount), storeId, requestKey };
      const row = await chargePayCode(deps, input);
      return staffCharge(deps, row.chargeNo);
    });
  });
  staff.get('/paycode/charges/:chargeNo', async (req, res) => {
    const params = z.strictObject({ chargeNo: z.string().min(1).max(32) }).safeParse(req.params);
    if (!params.success) return staffBadRequest(res, 'chargeNo');
    return staffAnswer(res, () => staffCharge(deps, params.data.chargeNo));
  });
}
