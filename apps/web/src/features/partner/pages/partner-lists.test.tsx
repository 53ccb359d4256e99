// @vitest-environment happy-dom
import { type ProfitEntryOut, partnerEndpoints } from '@shop/contracts';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { memberPageTest } from '../../../test/page-harness.tsx';
import { shareLink } from '../state/share-link.ts';
import { PartnerFriendsPage } from './friends-page.tsx';
import { PartnerProfitPage } from './my-profit-page.tsx';
import { centre } from './partner-test-data.ts';
import { ProfitDetailsPage } from './profit-details-page.tsx';
import { ShareActionsPage } from './share-pages.tsx';

const page = memberPageTest();
const bodiesOf = (path: string) => page.calls.filter((c) => c.path === path).map((c) => c.body);

const entry = (fields: Partial<ProfitEntryOut>): ProfitEntryOut => ({
  id: 1,
  kind: 'commission',
  pendingDelta: 2.4,
  withdrawableDelta: 0,
  orderNo: '2026112010000001',
  level: 1,
  releaseAt: '2026-11-27T16:00:00Z',
  releasedAt: null,
  cashOutId: null,
  createdAt: '2026-11-20T02:00:00Z',
  ...fields,
});

function api(state = centre()) {
  page.api({
    [partnerEndpoints.centre.path]: () => state,
    [partnerEndpoints.friends.path]: (body) => ({
      friends:
        body.level === 2
          ? [{ uid: 9, name: 'W**g', level: 2, boundAt: '2026-10-01T02:00:00Z' }]
          : [
              { uid: 7, name: 'L*e', level: 1, boundAt: '2026-11-01T02:00:00Z' },
              { uid: 8, name: 'C**n', level: 1, boundAt: '2026-10-11T02:00:00Z' },
            ],
      total: body.level === 2 ? 1 : 3,
    }),
    [partnerEndpoints.myProfit.path]: () => ({
      since: '2025-12-04T00:00:00Z',
      earned: 40,
      reversed: 2.4,
      pending: 12.5,
      withdrawable: 80,
      withdrawn: 30,
      owed: 0,
      months: [
        { month: '2026-10', earned: 10 },
        { month: '2026-11', earned: 30 },
      ],
    }),
    [partnerEndpoints.profitDetails.path]: (body) => ({
      entries:
        body.kind === 'reversal'
          ? [entry({ id: 3, kind: 'reversal', pendingDelta: 0, withdrawableDelta: -2.4 })]
          : [
              entry({ id: 2, kind: 'release', pendingDelta: -2.4, withdrawableDelta: 2.4, orderNo: null }),
              entry({}),
            ],
      total: 2,
    }),
    'customeraccount/FindLoginInfo': () => ({
      isLogin: true,
      uid: 42,
      name: 'Mia',
      photoPath: null,
      isDistributer: true,
      userInfo: {
        money: 0,
        point: 0,
        categoryName: 'Regular',
        cardAge: null,
        expiryDate: null,
        growthValue: 0,
        customerNo: '10000042',
        phoneMasked: '',
      },
      timestamp: 0,
    }),
  });
}

describe('the partner lists', () => {
  it('shows friends by level, masked, with the day they joined, and asks for the next page', async () => {
    api();
    const { user } = page.render('/subpackages/partner/myFriends', <PartnerFriendsPage />);
    expect((await screen.findByTestId('partner-friends')).textContent).toContain('L*e');
    expect(screen.getByTestId('partner-friends-total').textContent).toBe('3 friends');
    await user.click(screen.getByText('Load more'));
    await waitFor(() =>
      expect(bodiesOf(partnerEndpoints.friends.path).at(-1)).toMatchObject({ pageIndex: 2 }),
    );
    await user.click(screen.getByTestId('partner-friends-tab-2'));
    await waitFor(() => expect(screen.getByTestId('partner-friends').textContent).toContain('W**g'));
    expect(bodiesOf(partnerEndpoints.friends.path).at(-1)).toMatchObject({ level: 2, pageIndex: 1 });
  });

  it('shows the last year’s profit with its months as bars', async () => {
    api();
    page.render('/subpackages/partner/myProfit', <PartnerProfitPage />);
    expect((await screen.findByTestId('partner-earned')).textContent).toBe('¥40.00');
    expect(screen.getByTestId('partner-reversed').textContent).toBe('¥2.40');
    expect(screen.getByTestId('partner-months').querySelectorAll('li')).toHaveLength(2);
  });

  it('shows each ledger entry’s movements with their signs and what they are about, by kind', async () => {
    api();
    const { user } = page.render('/subpackages/partner/profitDetails', <ProfitDetailsPage />);
    const commission = await screen.findByTestId('partner-ledger-commission');
    expect(commission.textContent).toContain('Pending +¥2.40');
    expect(commission.textContent).toContain('Order 2026112010000001');
    expect(commission.textContent).toContain('Level 1 friend');
    expect(commission.textContent).toContain('Withdrawable from');
    expect(screen.getByTestId('partner-ledger-release').textContent).toContain('Pending −¥2.40');
    await user.click(screen.getByTestId('partner-kind-reversal'));
    expect((await screen.findByTestId('partner-ledger-reversal')).textContent).toContain(
      'Withdrawable −¥2.40',
    );
    expect(bodiesOf(partnerEndpoints.profitDetails.path).at(-1)).toMatchObject({ kind: 'reversal' });
  });

  it('keeps a non-partner out of the lists with their state said', async () => {
    api(centre({ state: 'none', level: null }));
    page.render('/subpackages/partner/myFriends', <PartnerFriendsPage />);
    expect(await screen.findByText('You are not a partner yet')).toBeTruthy();
    expect(bodiesOf(partnerEndpoints.friends.path)).toHaveLength(0);
  });

  it('attaches an active partner’s uid to what they share, and not a non-partner’s', async () => {
    const to = { path: '/subpackages/marketing/seckill', query: {}, tab: false };
    expect(shareLink('https://shop.test', '/', to, 42)).toBe(
      'https://shop.test/#/subpackages/marketing/seckill?inviteruid=42&guiderid=42',
    );
    expect(shareLink('https://shop.test', '/', to, null)).toBe(
      'https://shop.test/#/subpackages/marketing/seckill',
    );
    api();
    page.render('/subpackages/partner/actions', <ShareActionsPage />);
    await screen.findByTestId('partner-share-uid');
    const links = screen.getAllByTestId('partner-share-link') as HTMLInputElement[];
    await waitFor(() => expect(links[0]!.value).toContain('inviteruid=42&guiderid=42'));
  });
});
