import { normalizePhone } from '@shop/domain';
import { and, count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { members } from '../../db/schema/account/member.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { envelope, failure } from '../../platform/http/endpoints.ts';
import { insertNewMember } from './registration.ts';
import { lockPhone } from './sms-codes.ts';

const newMember = z.strictObject({
  phone: z.string().max(20),
  name: z.string().max(32).optional(),
});

/** What POST /staff/members answers: the new account, and how many active accounts the phone now carries. */
export interface StaffNewMember {
  uid: number;
  memberNo: string;
  phone: string;
  name: string;
  accountsOnPhone: number;
}

/**
 * POST /staff/members {phone, name?}: staff open a member account on a phone (SPEC §6). A phone that already has
 * accounts gets one more; that is how a store gives one person several accounts, and how a store that limits
 * registration by phone admits a phone. Under the phone lock, so a login registering the same phone waits.
 */
export function registerStaffMembers(staff: FastifyInstance, deps: Pick<AppDeps, 'db' | 'clock'>): void {
  staff.post('/members', async (req, res) => {
    const parsed = newMember.safeParse(req.body ?? {});
    const phone = parsed.success ? normalizePhone(parsed.data.phone) : null;
    const name = parsed.success ? (parsed.data.name ?? '').trim() : '';
    if (!parsed.success || !phone?.ok) {
      const field = parsed.success ? 'phone' : String(parsed.error.issues[0]?.path[0] ?? 'body');
      const code = parsed.success && phone && !phone.ok ? phone.problem : 'BAD_REQUEST';
      return res.code(400).send(failure(code, `请求参数错误：${field}`, { Field: field }));
    }
    const created = await deps.db.transaction(async (tx) => {
      await lockPhone(tx, phone.phone);
      const row = await insertNewMember(tx, deps.clock.now(), { phone: phone.phone, name });
      const [active] = await tx
        .select({ n: count() })
        .from(members)
        .where(and(eq(members.phone, phone.phone), eq(members.disabled, false)));
      return { row, onPhone: active?.n ?? 0 };
    });
    const answer: StaffNewMember = {
      uid: created.row.id,
      memberNo: created.row.memberNo,
      phone: created.row.phone ?? phone.phone,
      name: created.row.name,
      accountsOnPhone: created.onPhone,
    };
    return res.send(envelope(answer));
  });
}
