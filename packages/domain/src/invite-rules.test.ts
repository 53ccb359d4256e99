import { describe, expect, it } from 'vitest';
import {
  type BindAttempt,
  bindDecision,
  bindingExpiry,
  type InviteRules,
  rewardsOf,
} from './invite-rules.ts';

const rules: InviteRules = {
  bindMode: 'first',
  rewards: {
    registered: { inviter: [{ giftType: 1, quantity: 100 }], friend: [] },
    first_order: { friend: [{ giftType: 0, quantity: 500 }] },
  },
};

const attempt = (over: Partial<BindAttempt> = {}): BindAttempt => ({
  rules,
  memberId: 2,
  inviterId: 1,
  via: 'link',
  memberActive: true,
  inviterActive: true,
  alreadyBound: false,
  ...over,
});

describe('bindDecision', () => {
  it('binds an unbound active member to an active inviter through the link in first mode', () => {
    expect(bindDecision(attempt())).toEqual({ ok: true });
  });
  it('refuses oneself, a second binding, an unavailable member or inviter, and a store without rules', () => {
    expect(bindDecision(attempt({ inviterId: 2 }))).toEqual({ ok: false, refusal: 'self' });
    expect(bindDecision(attempt({ alreadyBound: true }))).toEqual({ ok: false, refusal: 'already_bound' });
    expect(bindDecision(attempt({ inviterActive: false }))).toEqual({
      ok: false,
      refusal: 'inviter_unavailable',
    });
    expect(bindDecision(attempt({ memberActive: false }))).toEqual({
      ok: false,
      refusal: 'member_unavailable',
    });
    expect(bindDecision(attempt({ rules: null }))).toEqual({ ok: false, refusal: 'closed' });
  });
  it('binds in registration mode only at registration', () => {
    const reg = { ...rules, bindMode: 'registration' as const };
    expect(bindDecision(attempt({ rules: reg }))).toEqual({ ok: false, refusal: 'registration_only' });
    expect(bindDecision(attempt({ rules: reg, via: 'registration' }))).toEqual({ ok: true });
  });
});

describe('bindingExpiry', () => {
  const at = new Date('2026-01-01T00:00:00Z');
  it('lasts for good without a life, or with a non-positive one', () => {
    expect(bindingExpiry(rules, at)).toBeNull();
    expect(bindingExpiry({ ...rules, bindDays: 0 }, at)).toBeNull();
    expect(bindingExpiry({ ...rules, bindDays: null }, at)).toBeNull();
  });
  it('lapses the given number of days later', () => {
    expect(bindingExpiry({ ...rules, bindDays: 30 }, at)?.toISOString()).toBe('2026-01-31T00:00:00.000Z');
  });
});

describe('rewardsOf', () => {
  it('lists each beneficiary with items, inviter first, leaving out empty lists', () => {
    expect(rewardsOf(rules, 'registered')).toEqual([
      { beneficiary: 'inviter', items: [{ giftType: 1, quantity: 100 }] },
    ]);
    expect(rewardsOf(rules, 'first_order')).toEqual([
      { beneficiary: 'friend', items: [{ giftType: 0, quantity: 500 }] },
    ]);
    expect(rewardsOf(null, 'registered')).toEqual([]);
    expect(rewardsOf({ bindMode: 'first', rewards: {} }, 'first_order')).toEqual([]);
  });
});
