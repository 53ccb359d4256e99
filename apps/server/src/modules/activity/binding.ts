import type { ErrorCode } from '@shop/contracts';
import { type BindRefusal, bindDecision, bindingExpiry } from '@shop/domain';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { memberRelations, type RelationVia } from '../../db/schema/activity.ts';
import { memberStandings } from '../account/index.ts';
import { inviteRulesIn } from './invite-rules.ts';
import { bindOnce, type MemberRelation } from './relations.ts';
import { grantInviteRewards } from './rewards.ts';

/** The refusal RelationDistribute answers for each reason a binding is not made. */
export const refusalCodes: Record<BindRefusal, ErrorCode> = {
  self: 'INVITE_SELF',
  already_bound: 'INVITE_ALREADY_BOUND',
  inviter_unavailable: 'INVITER_UNAVAILABLE',
  member_unavailable: 'INVITER_UNAVAILABLE',
  registration_only: 'INVITE_REGISTRATION_ONLY',
  closed: 'INVITE_CLOSED',
};

/** A binding to try: the member, the inviter their link named, how they came, the store the call named. */
export interface BindAsk {
  memberId: number;
  inviterId: number;
  via: RelationVia;
  storeId: number | null;
  at: Date;
}

/**
 * Binds a member to an inviter under the chain's rules, inside the caller's transaction: the relation when this
 * call made it, else why not. The rules are checked first (bindDecision); the insert on the member's key then
 * decides between attempts at once, so the one that lost is answered already_bound. A binding made at
 * registration grants the 'registered' rewards in the same transaction.
 */
export async function tryBind(
  tx: Tx,
  ask: BindAsk,
): Promise<{ ok: true; relation: MemberRelation } | { ok: false; refusal: BindRefusal }> {
  const rules = await inviteRulesIn(tx, ask.storeId);
  const [standing, [existing]] = await Promise.all([
    memberStandings(tx, [ask.memberId, ask.inviterId]),
    tx.select().from(memberRelations).where(eq(memberRelations.memberId, ask.memberId)),
  ]);
  const decision = bindDecision({
    rules,
    memberId: ask.memberId,
    inviterId: ask.inviterId,
    via: ask.via,
    memberActive: standing.get(ask.memberId)?.active ?? false,
    inviterActive: standing.get(ask.inviterId)?.active ?? false,
    alreadyBound: existing !== undefined,
  });
  if (!decision.ok) return decision;
  const relation: MemberRelation = {
    memberId: ask.memberId,
    inviterId: ask.inviterId,
    via: ask.via,
    boundAt: ask.at,
    expiresAt: bindingExpiry(rules!, ask.at),
  };
  if (!(await bindOnce(tx, { ...relation, at: ask.at }))) return { ok: false, refusal: 'already_bound' };
  if (ask.via === 'registration') {
    await grantInviteRewards(tx, {
      trigger: 'registered',
      inviterId: ask.inviterId,
      friendId: ask.memberId,
      storeId: ask.storeId,
      rules,
      at: ask.at,
    });
  }
  return { ok: true, relation };
}
