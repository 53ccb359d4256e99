import { normalizePhone, toMinor } from '@shop/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { members } from '../../db/schema/account/member.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { envelope, sendAppError } from '../../platform/http/endpoints.ts';
import { staffYuan } from '../../platform/staff/staff-fields.ts';
import { staffBadRequest } from '../../platform/staff/staff-reply.ts';
import { moveBalance } from './ledger.ts';

const adjustment = z.strictObject({
  phone: z.string().max(20),
  /** Needed when the phone holds several member accounts (SPEC §6), so staff never credit the wrong one. */
  memberNo: z.string().min(1).max(32).optional(),
  /** Currency units, 2 decimals at most; negative takes money off. */
  amount: staffYuan(-1_000_000, 1_000_000).refine((n) => n !== 0, 'amount'),
  note: z.string().max(200).optional(),
});

/**
 * POST /staff/members/balance: a manual edit of a member's balance (SPEC §3 reason 'manual edit'), written to the
 * ledger like every other move, so the store's books still add up. A deduction below zero is refused.
 */
export function registerStaffBalance(staff: FastifyInstance, deps: Pick<AppDeps, 'db' | 'clock'>): void {
  staff.post('/members/balance', async (req, res) => {
    const parsed = adjustment.safeParse(req.body ?? {});
    const phone = parsed.success ? normalizePhone(parsed.data.phone) : null;
    if (!parsed.success || !phone?.ok) {
      const field = parsed.success ? 'phone' : String(parsed.error.issues[0]?.path[0] ?? 'body');
      return staffBadRequest(res, field);
    }
    const { memberNo } = parsed.data;
    const found = await deps.db
      .select({ id: members.id, memberNo: members.memberNo })
      .from(members)
      .where(and(eq(members.phone, phone.phone), memberNo ? eq(members.memberNo, memberNo) : undefined))
      .orderBy(asc(members.id))
      .limit(2);
    const [member] = found;
    if (!member) return sendAppError(res, new AppError('NOT_FOUND'));
    if (found.length > 1) {
      return staffBadRequest(res, 'memberNo');
    }
    try {
      const balance = await deps.db.transaction((tx) =>
        moveBalance(tx, {
          memberId: member.id,
          delta: toMinor(parsed.data.amount),
          reason: 'manual_edit',
          note: parsed.data.note ?? 'staff adjustment',
          at: deps.clock.now(),
        }),
      );
      return res.send(envelope({ phone: phone.phone, memberNo: member.memberNo, balance: balance / 100 }));
    } catch (err) {
      if (err instanceof AppError) return sendAppError(res, err);
      throw err;
    }
  });
}
