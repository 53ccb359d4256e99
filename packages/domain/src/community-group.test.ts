import { describe, expect, it } from 'vitest';
import {
  type CommunityGroupRules,
  type CommunityItemRules,
  communityMaxQuantity,
  communityOrderAmount,
  communityPhase,
  communityRefusal,
} from './community-group.ts';

const startsAt = new Date('2026-12-02T08:00:00+08:00');
const group: CommunityGroupRules = {
  startsAt,
  endsAt: new Date('2026-12-03T20:00:00+08:00'),
  minAmount: null,
};
const eggs: CommunityItemRules = { groupPrice: 1290, remaining: 5, perMemberLimit: 3 };
const milk: CommunityItemRules = { groupPrice: 650, remaining: 20, perMemberLimit: null };

describe('communityPhase', () => {
  it('takes orders from its first instant and closes at the deadline', () => {
    expect(communityPhase(group, new Date(startsAt.getTime() - 1))).toBe('upcoming');
    expect(communityPhase(group, startsAt)).toBe('open');
    expect(communityPhase(group, new Date(group.endsAt.getTime() - 1))).toBe('open');
    expect(communityPhase(group, group.endsAt)).toBe('closed');
  });
});

describe('communityRefusal', () => {
  const line = (item: CommunityItemRules, quantity: number, bought = 0) => ({ item, quantity, bought });

  it('lets a member order within their limits while the group is open', () => {
    expect(communityRefusal(group, [line(eggs, 2, 1), line(milk, 10)], startsAt)).toBeNull();
  });

  it('refuses before the start and from the deadline on', () => {
    const before = new Date(startsAt.getTime() - 1);
    expect(communityRefusal(group, [line(eggs, 1)], before)?.code).toBe('COMMUNITY_GROUP_NOT_STARTED');
    expect(communityRefusal(group, [line(eggs, 1)], group.endsAt)?.code).toBe('COMMUNITY_GROUP_CLOSED');
  });

  it('counts what the member holds against the limit, then the minimum, then the stock', () => {
    expect(communityRefusal(group, [line(eggs, 2, 2)], startsAt)).toEqual({
      code: 'COMMUNITY_MEMBER_LIMIT',
      params: { Limit: 3 },
    });
    const minimum = { ...group, minAmount: 3000 };
    expect(communityRefusal(minimum, [line(eggs, 2)], startsAt)).toEqual({
      code: 'COMMUNITY_BELOW_MINIMUM',
      params: { Amount: 3000 },
    });
    expect(communityRefusal(minimum, [line(eggs, 2), line(milk, 1)], startsAt)).toBeNull();
    expect(communityRefusal(group, [line(milk, 21)], startsAt)?.code).toBe('COMMUNITY_SOLD_OUT');
  });
});

describe('communityOrderAmount and communityMaxQuantity', () => {
  it('sums the group prices and bounds the stepper by the limit left and the stock', () => {
    expect(
      communityOrderAmount([
        { item: eggs, quantity: 2 },
        { item: milk, quantity: 3 },
      ]),
    ).toBe(4530);
    expect(communityMaxQuantity(eggs, 1)).toBe(2);
    expect(communityMaxQuantity(eggs, 4)).toBe(0);
    expect(communityMaxQuantity(milk, 100)).toBe(20);
  });
});
