import type { OrderEffect } from '../order/index.ts';
import { lockRank } from '../order/index.ts';
import { inviteRulesIn } from './invite-rules.ts';
import { inviterOf } from './relations.ts';
import { grantInviteRewards } from './rewards.ts';

/**
 * The 'first_order' invite rewards (decision 076): when a bound friend's goods order completes, the rules' rewards
 * for a first order, if that friend has none yet — the reward's unique key makes it the first completed order
 * while bound, once however often or concurrently completions run. A binding past its life earns nothing.
 */
export const firstOrderRewards: OrderEffect = {
  area: 'activity',
  name: 'invite-first-order',
  rank: lockRank.members,
  kinds: ['goods'],
  on: {
    completed: async (tx, completed, event) => {
      for (const order of completed) {
        const inviterId = await inviterOf(tx, order.memberId, event.at);
        if (inviterId === null) continue;
        await grantInviteRewards(tx, {
          trigger: 'first_order',
          inviterId,
          friendId: order.memberId,
          storeId: order.storeId,
          rules: await inviteRulesIn(tx, order.storeId),
          at: event.at,
        });
      }
    },
  },
};
