// @vitest-environment happy-dom
import { type BargainActivityOut, type BargainOut, bargainEndpoints } from '@shop/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { session } from '../../../lib/session/session.ts';
import { memberPageTest } from '../../../test/page-harness.tsx';
import { payInfoOf, payMethods } from '../../../test/pay-info.ts';
import { type Handler, Refusal } from '../../../test/shop-harness.tsx';
import { cutPercent } from '../components/bargain-parts.tsx';
import { BargainPage } from './bargain-page.tsx';

const page = memberPageTest();
const path = '/subpackages/marketing/bargain';
const activity: BargainActivityOut = {
  id: 3,
  name: 'Strawberry cream cake bargain',
  description: 'A whole cake, cut by friends.',
  image: '',
  productId: null,
  price: 88,
  floor: 58,
  helpers: 3,
  startsAt: '2026-01-01T00:00:00Z',
  endsAt: '2099-01-01T00:00:00Z',
  lastsMinutes: 1440,
};
const running: BargainOut = {
  id: 11,
  activityId: 3,
  name: activity.name,
  image: '',
  starterName: 'A***',
  price: 88,
  floor: 58,
  currentPrice: 73,
  helpers: 3,
  helpersDone: 2,
  status: 'in_progress',
  endsAt: '2099-01-01T00:00:00Z',
  cuts: [
    { helperName: 'B***', cut: 9, at: '2026-12-03T10:02:00Z' },
    { helperName: 'C***', cut: 6, at: '2026-12-03T10:01:00Z' },
  ],
  mine: true,
  helpedByMe: false,
  orderNo: null,
  createdAt: '2026-12-03T10:00:00Z',
};
const serverTime = '2026-12-03T10:05:00Z';

/** The calls the page makes besides the one under test: its bargain (`shown`), my bargains, pay info, balance. */
function reads(shown: BargainOut | null, extra: Record<string, Handler> = {}): Record<string, Handler> {
  return {
    [bargainEndpoints.bargainDetail.path]: () => ({ activity, bargain: shown, serverTime }),
    [bargainEndpoints.bargainMine.path]: () => ({ bargains: shown ? [shown] : [], serverTime }),
    'checkout/GetPayInfo': () => payInfoOf([payMethods.balance, payMethods.wechat]),
    'customeraccount/FindLoginInfo': () => ({ isLogin: true, uid: 42, userInfo: { money: 100 } }),
    ...extra,
  };
}
const callsTo = (endpoint: string) => page.calls.filter((c) => c.path === endpoint).map((c) => c.body);

describe('the bargain page', () => {
  it('measures progress from the start price to the floor', () => {
    expect(cutPercent({ price: 88, floor: 58, currentPrice: 88 })).toBe(0);
    expect(cutPercent({ price: 88, floor: 58, currentPrice: 73 })).toBe(50);
    expect(cutPercent({ price: 88, floor: 58, currentPrice: 58 })).toBe(100);
    expect(cutPercent({ price: 58, floor: 58, currentPrice: 58 })).toBe(100);
  });

  it("shows the starter's price, progress and friends' cuts, and buys at the price shown", async () => {
    page.api(
      reads(running, {
        [bargainEndpoints.bargainBuy.path]: () => ({
          orderNo: '2026120310000077',
          status: 'completed',
          amount: 73,
          bargainId: 11,
          name: activity.name,
          createdAt: serverTime,
        }),
      }),
    );
    const { user } = page.render(path, <BargainPage />, { id: '3', bargain: '11' });
    const view = await screen.findByTestId('bargain-view');
    expect(within(view).getByTestId('bargain-current-price').textContent).toContain('¥73.00');
    expect(within(view).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('50');
    expect(within(view).getByTestId('bargain-helpers').textContent).toBe('2 of 3 friends have cut the price');
    expect(screen.getAllByTestId('bargain-cut').map((row) => row.textContent)).toEqual([
      'B***cut ¥9.00',
      'C***cut ¥6.00',
    ]);
    expect((screen.getByTestId('bargain-share-link') as HTMLInputElement).value).toContain(
      '#/subpackages/marketing/bargain?id=3&bargain=11',
    );
    await user.click(await screen.findByRole('button', { name: 'Buy now at ¥73.00' }));
    expect((await screen.findByTestId('bargain-order-no')).textContent).toBe('2026120310000077');
    expect(callsTo(bargainEndpoints.bargainBuy.path)).toEqual([
      expect.objectContaining({ bargain: 11, expectedPrice: 73, idempotencyKey: expect.any(String) }),
    ]);
  });

  it('offers the floor price once it is reached, and no more sharing', async () => {
    page.api(reads({ ...running, currentPrice: 58, helpersDone: 3, status: 'success' }));
    page.render(path, <BargainPage />, { id: '3', bargain: '11' });
    await screen.findByRole('button', { name: 'Lowest price reached — buy at ¥58.00' });
    expect(screen.queryByTestId('bargain-share')).toBeNull();
  });

  it('shows the order number of a bought bargain', async () => {
    page.api(reads({ ...running, status: 'bought', orderNo: '2026120310000078' }));
    page.render(path, <BargainPage />, { id: '3', bargain: '11' });
    expect((await screen.findByTestId('bargain-order-no')).textContent).toBe('2026120310000078');
    expect(screen.queryByTestId('bargain-buy')).toBeNull();
  });

  it('says an ended bargain has ended and starts again under the new bargain', async () => {
    page.api(
      reads(
        { ...running, status: 'ended' },
        { [bargainEndpoints.bargainStart.path]: () => ({ ...running, id: 12, helpersDone: 0, cuts: [] }) },
      ),
    );
    const { user } = page.render(path, <BargainPage />, { id: '3', bargain: '11' });
    expect((await screen.findByTestId('bargain-ended')).textContent).toContain('This bargain has ended');
    await user.click(screen.getByRole('button', { name: 'Start again' }));
    await waitFor(() => expect(callsTo(bargainEndpoints.bargainStart.path)).toEqual([{ id: 3 }]));
  });

  it("lets a friend cut someone else's bargain once, and says a refusal", async () => {
    const friends = { ...running, mine: false };
    page.api(
      reads(friends, {
        [bargainEndpoints.bargainHelp.path]: () => ({ cut: 8, bargain: { ...friends, currentPrice: 65 } }),
      }),
    );
    const { user } = page.render(path, <BargainPage />, { id: '3', bargain: '11' });
    await user.click(await screen.findByRole('button', { name: 'Help A*** cut the price' }));
    expect((await screen.findByTestId('bargain-you-cut')).textContent).toBe('You cut ¥8.00!');
    expect(screen.queryByTestId('bargain-share-link')).toBeNull();
  });

  it('says why a cut is refused, translated', async () => {
    page.api(
      reads(
        { ...running, mine: false },
        { [bargainEndpoints.bargainHelp.path]: () => new Refusal(409, 'BARGAIN_ALREADY_HELPED', '') },
      ),
    );
    const { user } = page.render(path, <BargainPage />, { id: '3', bargain: '11' });
    await user.click(await screen.findByRole('button', { name: 'Help A*** cut the price' }));
    expect((await screen.findByRole('alert')).textContent).toBe('You have already helped cut this price');
  });

  it('says when the reader has helped, and asks a guest to log in', async () => {
    page.api(reads({ ...running, mine: false, helpedByMe: true }));
    page.render(path, <BargainPage />, { id: '3', bargain: '11' });
    expect((await screen.findByTestId('bargain-helped')).textContent).toBe('You have helped');
  });

  it('asks a guest to log in to help, or to start', async () => {
    session.signOut();
    page.api(reads({ ...running, mine: false }));
    page.render(path, <BargainPage />, { id: '3', bargain: '11' });
    await screen.findByRole('button', { name: 'Log in to help' });
    page.api(reads(null));
    page.render(path, <BargainPage />, { id: '3' });
    await screen.findByRole('button', { name: 'Log in to start' });
  });
});
