import { giftItemsSchema } from '@shop/contracts';
import { checkinRuleProblems } from '@shop/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { members } from '../../db/schema/account/member.ts';
import { checkinRules } from '../../db/schema/points.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { staffAnswer, staffBadRequest, staffInvalid } from '../../platform/staff/staff-reply.ts';
import { staffMember } from '../account/index.ts';
import { firstRootId } from '../store/index.ts';
import { type CheckinRuleRow, saveCheckinRule } from './checkin-rules.ts';
import { movePoints } from './ledger.ts';
import { newMemberReward, saveNewMemberReward } from './new-member-reward.ts';
import { rewardGifts } from './reward-delivery.ts';
import { registerStaffAccumulation } from './staff-accumulation.ts';

const points = z.number().int().min(0).max(1_000_000);
const ruleBody = z.strictObject({
  enabled: z.boolean().default(true),
  firstDayPoints: points,
  dailyIncrement: points,
  capPoints: points,
  cycleDays: z.number().int().min(0).max(366).default(0),
  cycleRewardPoints: points.default(0),
});

/** The new-member reward's gift items; an empty list turns it off. */
const rewardBody = z.strictObject({ reward: z.union([giftItemsSchema, z.array(z.never()).length(0)]) });

const editBody = z.strictObject({
  phone: z.string().max(20),
  memberNo: z.string().min(1).max(32).optional(),
  /** Points to add, negative to take. */
  delta: z
    .number()
    .int()
    .min(-1_000_000)
    .max(1_000_000)
    .refine((n) => n !== 0, 'delta'),
  note: z.string().max(200).optional(),
  /** Makes a retried edit apply once: the same key again changes nothing. */
  key: z
    .string()
    .regex(/^[A-Za-z0-9_-]{8,64}$/)
    .optional(),
});

/** What GET and PUT /staff/points/checkin-rule answer (the staff CLI's checkin command prints it). */
export type StaffCheckinRuleOut = Omit<CheckinRuleRow, 'updatedAt'> & { updatedAt: string };

const ruleOut = (row: CheckinRuleRow): StaffCheckinRuleOut => ({
  ...row,
  updatedAt: row.updatedAt.toISOString(),
});

/** The chain's headquarters, whose check-in rule counts (members belong to the whole chain). */
async function headquarters(deps: Pick<AppDeps, 'db'>): Promise<number> {
  const root = await firstRootId(deps.db);
  if (root === null) throw new AppError('STORE_NOT_FOUND');
  return root;
}

/**
 * The points area for staff: the chain's check-in rule (GET / PUT /staff/points/checkin-rule), a manual edit of a
 * member's points (POST /staff/members/points, reason 'manual edit', written to the ledger like every move), the
 * new-member reward (GET / PUT /staff/points/new-member-reward) and the accumulated-points promotions
 * (staff-accumulation.ts).
 */
export function registerStaffPoints(staff: FastifyInstance, deps: Pick<AppDeps, 'db' | 'clock'>): void {
  registerStaffAccumulation(staff, deps);
  staff.get('/points/checkin-rule', (_req, res) =>
    staffAnswer(res, async () => {
      const [row] = await deps.db
        .select()
        .from(checkinRules)
        .where(eq(checkinRules.storeId, await headquarters(deps)));
      return { rule: row ? ruleOut(row) : null };
    }),
  );
  staff.put('/points/checkin-rule', async (req, res) => {
    const parsed = ruleBody.safeParse(req.body ?? {});
    if (!parsed.success) return staffInvalid(res, parsed.error.issues);
    const problem = checkinRuleProblems(parsed.data)[0];
    if (problem) return staffBadRequest(res, problem);
    return staffAnswer(res, async () => {
      const row = await saveCheckinRule(deps.db, await headquarters(deps), parsed.data, deps.clock.now());
      return { rule: ruleOut(row) };
    });
  });
  staff.get('/points/new-member-reward', (_req, res) =>
    staffAnswer(res, async () => ({ reward: (await newMemberReward(deps.db)).reward })),
  );
  staff.put('/points/new-member-reward', async (req, res) => {
    const parsed = rewardBody.safeParse(req.body ?? {});
    if (!parsed.success) return staffInvalid(res, parsed.error.issues);
    return staffAnswer(res, async () => {
      const { reward } = parsed.data;
      if (reward.length > 0) await rewardGifts().check(deps.db, reward);
      await saveNewMemberReward(deps.db, await headquarters(deps), reward, deps.clock.now());
      return { reward };
    });
  });
  staff.post('/members/points', async (req, res) => {
    const parsed = editBody.safeParse(req.body ?? {});
    if (!parsed.success) return staffInvalid(res, parsed.error.issues);
    const body = parsed.data;
    return staffAnswer(res, async () => {
      const member = await staffMember(deps.db, body.phone, body.memberNo);
      const move = {
        memberId: member.id,
        delta: body.delta,
        reason: 'manual_edit',
        note: body.note ?? 'staff adjustment',
        ref: body.key ?? null,
        at: deps.clock.now(),
      } as const;
      const outcome = await deps.db.transaction((tx) => movePoints(tx, move));
      if (outcome === 'insufficient') throw new AppError('POINTS_INSUFFICIENT');
      const [after] = await deps.db
        .select({ points: members.points })
        .from(members)
        .where(eq(members.id, member.id));
      return { memberNo: member.memberNo, points: after?.points ?? 0, applied: outcome === 'applied' };
    });
  });
}
