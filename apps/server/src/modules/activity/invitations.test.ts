import { describe, expect, it } from 'vitest';
import { createSession } from '../../platform/auth/sessions.ts';
import { dbTargets } from '../../test/harness.ts';
import {
  call,
  completedOrder,
  disable,
  distribute,
  firstRules,
  inviteBooks,
  inviteSuite,
  member,
  setRules,
  signUpVia,
} from './invitations-test-kit.ts';

describe.each(dbTargets())('invitations on %s', (target) => {
  const w = inviteSuite(target);

  it('binds once through the link: never oneself, never twice, not to a disabled inviter, not as a guest', async () => {
    const inviter = await member(w);
    const other = await member(w);
    const friend = await member(w);
    expect((await distribute(w, friend.session, friend.memberId)).body.Code).toBe('INVITE_SELF');
    const bound = await distribute(w, friend.session, inviter.memberId);
    expect(bound.status, JSON.stringify(bound.body)).toBe(200);
    expect(bound.body.Result).toMatchObject({ inviterUid: inviter.memberId, via: 'link', expiresAt: null });
    const again = await distribute(w, friend.session, other.memberId);
    expect([again.status, again.body.Code]).toEqual([409, 'INVITE_ALREADY_BOUND']);
    expect((await inviteBooks(w, friend.memberId)).relation?.inviterId).toBe(inviter.memberId);

    const lonely = await member(w);
    await disable(w, other.memberId);
    expect((await distribute(w, lonely.session, other.memberId)).body.Code).toBe('INVITER_UNAVAILABLE');
    expect((await distribute(w, lonely.session, 2_000_000_000)).body.Code).toBe('INVITER_UNAVAILABLE');
    const guest = await w.t.call('customeraccount/RelationDistribute', {
      superiorCustomerUid: inviter.memberId,
    });
    expect([guest.status, guest.body.Code]).toEqual([401, 'NOT_LOGGED_IN']);
    const bad = await distribute(w, lonely.session, -1);
    expect([bad.status, bad.body.Code]).toEqual([400, 'BAD_REQUEST']);
    // A link through the link binds no 'registered' reward: the friend did not register through it.
    expect((await inviteBooks(w, friend.memberId)).asFriend).toEqual([]);
  });

  it('binds a new member at sign-up with the inviter uid header and grants the registration reward once', async () => {
    const inviter = await member(w);
    const friend = await signUpVia(w, inviter.memberId);
    expect(friend.status).toBe(200);
    const books = await inviteBooks(w, friend.memberId);
    expect(books.relation).toMatchObject({ inviterId: inviter.memberId, via: 'registration' });
    expect(books.asFriend.map((r) => [r.trigger, r.beneficiary])).toEqual([['registered', 'inviter']]);
    expect((await inviteBooks(w, inviter.memberId)).points).toBe(100);
    // Signing in again (not a registration) changes nothing.
    expect((await distribute(w, friend.session, inviter.memberId)).body.Code).toBe('INVITE_ALREADY_BOUND');
    // Oneself or a disabled inviter in the header: the registration goes through, unbound.
    const disabled = await member(w);
    await disable(w, disabled.memberId);
    const plain = await signUpVia(w, disabled.memberId);
    expect(plain.status).toBe(200);
    expect((await inviteBooks(w, plain.memberId)).relation).toBeNull();
  });

  it('rewards the first completed goods order once, to inviter and friend, and lists it on both sides', async () => {
    const inviter = await member(w);
    const friend = await signUpVia(w, inviter.memberId);
    expect((await completedOrder(w, friend.memberId)).status).toBe(200);
    expect((await completedOrder(w, friend.memberId)).status).toBe(200);
    const books = await inviteBooks(w, friend.memberId);
    expect(books.asFriend.map((r) => `${r.trigger}/${r.beneficiary}`).sort()).toEqual([
      'first_order/friend',
      'first_order/inviter',
      'registered/inviter',
    ]);
    expect(books.balance).toBe(500);
    expect((await inviteBooks(w, inviter.memberId)).balance).toBe(500);

    const info = await call<{
      invitedCount: number;
      rewardCount: number;
      totals: unknown;
      rules: { open: boolean; description: string };
    }>(w, 'CustomerReferral/GetInviteInfo', {}, inviter.session);
    expect(info.body.Result).toMatchObject({
      uid: inviter.memberId,
      invitedCount: 1,
      rewardCount: 2,
      totals: { balance: 5, points: 100, coupons: 0, items: 0 },
      rules: { open: true, bindMode: 'first', description: 'Invite friends' },
    });
    const list = await call<{ rewards: Array<{ trigger: string; otherName: string }>; total: number }>(
      w,
      'CustomerReferral/LoadInviteRewards',
      { page: 1, pageSize: 1 },
      inviter.session,
    );
    expect(list.body.Result.total).toBe(2);
    expect(list.body.Result.rewards).toHaveLength(1);
    const theirs = await call<{ rewards: Array<{ beneficiary: string }>; total: number }>(
      w,
      'CustomerReferral/LoadInviteRewards',
      {},
      friend.session,
    );
    expect(theirs.body.Result.rewards.map((r) => r.beneficiary)).toEqual(['friend']);
    expect((await w.t.call('CustomerReferral/LoadInviteRewards', {})).status).toBe(401);
    expect((await w.t.call('CustomerReferral/GetInviteInfo', {})).status).toBe(401);
  });

  it('answers the rules in the reader language and the landing page with the inviter masked', async () => {
    const inviter = await member(w);
    const rule = await w.t.call<{ description: string; rewards: unknown[] }>(
      'CustomerReferral/GetInviteRule',
      {},
      { headers: { 'x-store-id': String(w.store), 'x-locale': 'zh-CN' } },
    );
    expect(rule.body.Result.description).toBe('邀请好友');
    expect(rule.body.Result.rewards).toHaveLength(3);
    const landing = await call<{
      inviter: { uid: number } | null;
      friendRewards: Array<{ trigger: string }>;
      boundTo: number | null;
    }>(w, 'CustomerReferral/GetEnterShareInfo', { inviterUid: inviter.memberId });
    expect(landing.body.Result.inviter?.uid).toBe(inviter.memberId);
    expect(landing.body.Result.friendRewards.map((r) => r.trigger)).toEqual(['first_order']);
    expect(landing.body.Result.boundTo).toBeNull();
    await disable(w, inviter.memberId);
    const gone = await call<{ inviter: unknown }>(w, 'CustomerReferral/GetEnterShareInfo', {
      inviterUid: inviter.memberId,
    });
    expect(gone.body.Result.inviter).toBeNull();
  });

  it('in registration mode binds only at sign-up; an expired binding earns no first-order reward', async () => {
    await setRules(w, { ...firstRules, bindMode: 'registration', bindDays: 30 });
    try {
      const inviter = await member(w);
      const existing = await member(w);
      expect((await distribute(w, existing.session, inviter.memberId)).body.Code).toBe(
        'INVITE_REGISTRATION_ONLY',
      );
      const friend = await signUpVia(w, inviter.memberId);
      const books = await inviteBooks(w, friend.memberId);
      expect(books.relation?.expiresAt?.getTime()).toBe(w.t.clock.now().getTime() + 30 * 86_400_000);
      w.t.clock.advance(31 * 86_400_000);
      expect((await completedOrder(w, friend.memberId)).status).toBe(200);
      expect((await inviteBooks(w, friend.memberId)).asFriend.map((r) => r.trigger)).toEqual(['registered']);
      // Expired is not unbound: the member is never bound again.
      const fresh = await createSession(w.t.db, w.t.clock, friend.memberId);
      expect((await distribute(w, fresh, existing.memberId)).body.Code).toBe('INVITE_ALREADY_BOUND');
    } finally {
      await setRules(w, firstRules);
    }
  });

  it('refuses binding while the store runs no invitations', async () => {
    await setRules(w, null);
    try {
      const inviter = await member(w);
      const friend = await member(w);
      expect((await distribute(w, friend.session, inviter.memberId)).body.Code).toBe('INVITE_CLOSED');
      const rule = await call<{ open: boolean }>(w, 'CustomerReferral/GetInviteRule', {});
      expect(rule.body.Result.open).toBe(false);
    } finally {
      await setRules(w, firstRules);
    }
  });
});
