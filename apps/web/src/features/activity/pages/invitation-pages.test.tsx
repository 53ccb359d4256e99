// @vitest-environment happy-dom
import { activityPaths, type InviteRulesOut } from '@shop/contracts';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { memberPageTest } from '../../../test/page-harness.tsx';
import { Refusal } from '../../../test/shop-harness.tsx';
import { EnterSharePage } from './enter-share-page.tsx';
import { InvitePage } from './invite-page.tsx';
import { InviteRewardPage } from './invite-reward-page.tsx';

const page = memberPageTest();

const rules: InviteRulesOut = {
  open: true,
  bindMode: 'first',
  bindDays: null,
  rewards: [
    { trigger: 'registered', beneficiary: 'inviter', items: [{ giftType: 1, quantity: 100 }] },
    { trigger: 'first_order', beneficiary: 'friend', items: [{ giftType: 0, quantity: 500 }] },
  ],
  description: '',
};

describe('the invitation pages', () => {
  it('show my link with the uid, its QR code, the rules and my figures', async () => {
    page.api({
      [activityPaths.inviteInfo]: () => ({
        uid: 42,
        rules,
        invitedCount: 2,
        rewardCount: 2,
        totals: { balance: 5, points: 200, coupons: 0, items: 0 },
      }),
    });
    page.render('/subpackages/actions/invitation/invite', <InvitePage />);
    expect(await screen.findByTestId('invite-link')).toHaveProperty(
      'value',
      expect.stringMatching(/#\/subpackages\/actions\/invitation\/enterShare\?inviterUid=42$/),
    );
    expect(screen.getByTestId('invite-qr')).toBeTruthy();
    expect(screen.getByTestId('invite-count').textContent).toBe('2');
    expect(screen.getByTestId('invite-rules').textContent).toContain('100 points');
    expect(screen.getByText('¥5.00')).toBeTruthy();
  });

  it('list my rewards with the friend masked', async () => {
    page.api({
      [activityPaths.inviteRewards]: () => ({
        rewards: [
          {
            id: 1,
            otherName: '137****0002',
            trigger: 'registered',
            beneficiary: 'inviter',
            items: [{ giftType: 1, quantity: 100 }],
            grantedAt: '2026-12-01T04:00:00.000Z',
          },
        ],
        total: 1,
      }),
    });
    page.render('/subpackages/actions/invitation/inviteReward', <InviteRewardPage />);
    const row = await screen.findByTestId('invite-reward');
    expect(row.textContent).toContain('For inviting 137****0002');
    expect(row.textContent).toContain('100 points');
  });

  it('bind a logged-in friend on the landing page once, and say a refusal', async () => {
    const calls = page.api({
      [activityPaths.enterShare]: () => ({
        inviter: { uid: 7, name: '王*', photo: null },
        rules,
        friendRewards: rules.rewards.filter((r) => r.beneficiary === 'friend'),
        boundTo: null,
      }),
      [activityPaths.relationDistribute]: () => new Refusal(422, 'INVITE_REGISTRATION_ONLY'),
    });
    page.render('/subpackages/actions/invitation/enterShare', <EnterSharePage />, { inviterUid: '7' });
    expect((await screen.findByTestId('enter-share-inviter')).textContent).toContain('王* invited you');
    await waitFor(() =>
      expect(screen.getByTestId('enter-share-state').textContent).toContain('Only new members'),
    );
    expect(calls.filter((c) => c.path === activityPaths.relationDistribute)).toEqual([
      { path: activityPaths.relationDistribute, body: { superiorCustomerUid: 7 } },
    ]);
  });
});
