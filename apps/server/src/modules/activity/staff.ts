import { giftItemsSchema } from '@shop/contracts';
import { type GiftItem, type InviteRules, locales } from '@shop/domain';
import { desc, eq, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { inviteRewards, memberRelations } from '../../db/schema/activity.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { staffAnswer, staffInvalid } from '../../platform/staff/staff-reply.ts';
import { memberStandings, staffMember } from '../account/index.ts';
import { checkGiftItems } from '../gift/index.ts';
import { firstRootId, saveStoreSetting, storeSettingsIn } from '../store/index.ts';

const byWho = z.strictObject({ inviter: giftItemsSchema.optional(), friend: giftItemsSchema.optional() });
const rulesBody = z.strictObject({
  bindMode: z.enum(['first', 'registration']),
  bindDays: z.number().int().min(1).max(3650).nullable().optional(),
  rewards: z.strictObject({ registered: byWho.optional(), first_order: byWho.optional() }),
  description: z.string().max(2000).optional(),
  translations: z
    .partialRecord(z.enum(locales), z.strictObject({ description: z.string().max(2000).optional() }))
    .optional(),
});

/** A member's invitations as staff list them (the staff CLI's invitations command prints them). */
export interface StaffInvitationsOut {
  memberNo: string;
  inviter: { uid: number; name: string; boundAt: string; expiresAt: string | null } | null;
  friends: Array<{ uid: number; name: string; via: string; boundAt: string; expiresAt: string | null }>;
  rewards: Array<{
    friendId: number;
    trigger: string;
    beneficiary: string;
    items: GiftItem[];
    grantedAt: string;
  }>;
}

async function headquarters(deps: Pick<AppDeps, 'db'>): Promise<number> {
  const root = await firstRootId(deps.db);
  if (root === null) throw new AppError('STORE_NOT_FOUND');
  return root;
}

/**
 * The invite rules for staff (GET / PUT /staff/invitations/rules, the chain's headquarters; PUT null switches
 * invitations off), every reward's gift items checked by the gift area; and a member's invitations (GET
 * /staff/invitations/member?phone=&memberNo=): their inviter, the friends bound to them, the rewards of those
 * friendships.
 */
export function registerStaffInvitations(staff: FastifyInstance, deps: Pick<AppDeps, 'db' | 'clock'>): void {
  staff.get('/invitations/rules', (_req, res) =>
    staffAnswer(res, async () => ({
      rules: (await storeSettingsIn(deps.db, await headquarters(deps)))?.invite ?? null,
    })),
  );
  staff.put('/invitations/rules', async (req, res) => {
    const parsed = z.strictObject({ rules: rulesBody.nullable() }).safeParse(req.body ?? {});
    if (!parsed.success) return staffInvalid(res, parsed.error.issues);
    return staffAnswer(res, async () => {
      const rules = parsed.data.rules as InviteRules | null;
      for (const trigger of Object.values(rules?.rewards ?? {}))
        for (const items of Object.values(trigger ?? {})) if (items) await checkGiftItems(deps.db, items);
      await saveStoreSetting(deps.db, await headquarters(deps), 'invite', rules);
      return { rules };
    });
  });
  staff.get('/invitations/member', async (req, res) => {
    const query = z
      .object({ phone: z.string().min(1).max(20), memberNo: z.string().max(40).optional() })
      .safeParse(req.query ?? {});
    if (!query.success) return staffInvalid(res, query.error.issues);
    return staffAnswer(res, async (): Promise<StaffInvitationsOut> => {
      const member = await staffMember(deps.db, query.data.phone, query.data.memberNo);
      const [[mine], friends, rewards] = await Promise.all([
        deps.db.select().from(memberRelations).where(eq(memberRelations.memberId, member.id)),
        deps.db
          .select()
          .from(memberRelations)
          .where(eq(memberRelations.inviterId, member.id))
          .orderBy(desc(memberRelations.boundAt)),
        deps.db
          .select()
          .from(inviteRewards)
          .where(or(eq(inviteRewards.inviterId, member.id), eq(inviteRewards.friendId, member.id)))
          .orderBy(desc(inviteRewards.grantedAt)),
      ]);
      const names = await memberStandings(deps.db, [
        ...(mine ? [mine.inviterId] : []),
        ...friends.map((f) => f.memberId),
      ]);
      const name = (id: number) => names.get(id)?.shownName ?? '';
      return {
        memberNo: member.memberNo,
        inviter: mine
          ? {
              uid: mine.inviterId,
              name: name(mine.inviterId),
              boundAt: mine.boundAt.toISOString(),
              expiresAt: mine.expiresAt?.toISOString() ?? null,
            }
          : null,
        friends: friends.map((f) => ({
          uid: f.memberId,
          name: name(f.memberId),
          via: f.via,
          boundAt: f.boundAt.toISOString(),
          expiresAt: f.expiresAt?.toISOString() ?? null,
        })),
        rewards: rewards.map((r) => ({
          friendId: r.friendId,
          trigger: r.trigger,
          beneficiary: r.beneficiary,
          items: r.items as GiftItem[],
          grantedAt: r.grantedAt.toISOString(),
        })),
      };
    });
  });
}
