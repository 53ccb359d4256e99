import { invitationEndpoints } from '@shop/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/deps.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { registerEndpoint } from '../../platform/http/endpoints.ts';
import { onNewMember } from '../account/index.ts';
import { registerOrderEffect } from '../order/index.ts';
import { refusalCodes, tryBind } from './binding.ts';
import { firstOrderRewards } from './first-order.ts';
import { enterShareInfo, inviteInfo, inviteRewardPage, rulesOut } from './invite-reads.ts';
import { inviteRulesIn } from './invite-rules.ts';
import { bindAtRegistration } from './registration-binding.ts';

/**
 * Invitations (issue 31, decision 076): RelationDistribute, the invite page, the rewards, the rules and the
 * friend's landing page; the binding at registration (account's new-member hook) and the first-order rewards
 * (order's 'completed' event).
 */
export function registerInvitations(app: FastifyInstance, deps: AppDeps): void {
  onNewMember(bindAtRegistration);
  registerOrderEffect(firstOrderRewards);
  registerEndpoint(app, deps, invitationEndpoints.relationDistribute, async (input, ctx) => {
    const at = ctx.clock.now();
    const outcome = await ctx.db.transaction((tx) =>
      tryBind(tx, {
        memberId: ctx.member.uid,
        inviterId: input.superiorCustomerUid,
        via: 'link',
        storeId: ctx.headers.storeId,
        at,
      }),
    );
    if (!outcome.ok) throw new AppError(refusalCodes[outcome.refusal]);
    const r = outcome.relation;
    return {
      inviterUid: r.inviterId,
      via: r.via,
      boundAt: r.boundAt.toISOString(),
      expiresAt: r.expiresAt?.toISOString() ?? null,
    };
  });
  registerEndpoint(app, deps, invitationEndpoints.inviteInfo, async (_input, ctx) =>
    inviteInfo(ctx.db, ctx.member.uid, await inviteRulesIn(ctx.db, ctx.headers.storeId), ctx.locale),
  );
  registerEndpoint(app, deps, invitationEndpoints.inviteRewards, (input, ctx) =>
    inviteRewardPage(ctx.db, ctx.member.uid, input),
  );
  registerEndpoint(app, deps, invitationEndpoints.inviteRule, async (_input, ctx) =>
    rulesOut(await inviteRulesIn(ctx.db, ctx.headers.storeId), ctx.locale),
  );
  registerEndpoint(app, deps, invitationEndpoints.enterShare, async (input, ctx) =>
    enterShareInfo(ctx.db, {
      inviterUid: input.inviterUid,
      reader: ctx.member?.uid ?? null,
      rules: await inviteRulesIn(ctx.db, ctx.headers.storeId),
      locale: ctx.locale,
      at: ctx.clock.now(),
    }),
  );
}
