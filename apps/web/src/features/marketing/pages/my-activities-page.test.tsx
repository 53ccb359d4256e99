// @vitest-environment happy-dom
import {
  type BargainOut,
  bargainEndpoints,
  groupBuyEndpoints,
  type SeckillOrderOut,
  seckillEndpoints,
} from '@shop/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useRoute } from '../../../lib/router/use-route.tsx';
import { session as memberSession } from '../../../lib/session/session.ts';
import { memberPageTest } from '../../../test/page-harness.tsx';
import { MyActivitiesPage } from './my-activities-page.tsx';

const page = memberPageTest();
const path = '/subpackages/marketing/myActivities';
const serverTime = new Date().toISOString();
const bargain: BargainOut = {
  id: 31,
  activityId: 3,
  name: 'Mooncake gift box',
  image: '',
  starterName: 'A***',
  price: 88,
  floor: 58,
  currentPrice: 70.5,
  helpers: 3,
  helpersDone: 1,
  status: 'in_progress',
  endsAt: '2099-01-01T00:00:00Z',
  cuts: [],
  mine: true,
  helpedByMe: false,
  orderNo: null,
  createdAt: '2026-12-03T10:00:00Z',
};
const seckillOrder: SeckillOrderOut = {
  orderNo: '2026120310000091',
  status: 'pending',
  needPay: false,
  payMethod: 2,
  amount: 10,
  sessionId: 5,
  name: 'Egg tart flash sale',
  image: '',
  quantity: 2,
  autoCancelAt: null,
  createdAt: '2026-12-03T10:00:00Z',
};

/** The three lists: no group buys, one bargain, one seckill order. */
function lists() {
  return page.api({
    [groupBuyEndpoints.groupBuyMine.path]: () => ({ orders: [], serverTime }),
    [bargainEndpoints.bargainMine.path]: () => ({ bargains: [bargain], serverTime }),
    [seckillEndpoints.seckillMine.path]: () => ({ orders: [seckillOrder] }),
  });
}

/** Where the page led, as the router holds it. */
let route: ReturnType<typeof useRoute> | null = null;
function Where() {
  route = useRoute();
  return null;
}

describe('my activities', () => {
  it('opens the tab the link names and asks only for its list', async () => {
    const calls = lists();
    page.render(path, <MyActivitiesPage />, { type: 'bargain' });
    const row = await screen.findByTestId('bargain-mine');
    expect(row.textContent).toContain('Mooncake gift box');
    expect(screen.getByRole('tab', { name: 'Bargains' }).getAttribute('aria-selected')).toBe('true');
    expect(calls.map((c) => c.path)).toEqual([bargainEndpoints.bargainMine.path]);
  });

  it('moves between kinds by tab, and an empty kind leads to its activity page', async () => {
    lists();
    const { user } = page.render(
      path,
      <>
        <MyActivitiesPage />
        <Where />
      </>,
      { type: 'seckill' },
    );
    expect((await screen.findByTestId('seckill-mine')).textContent).toContain('Egg tart flash sale × 2');
    await user.click(screen.getByRole('tab', { name: 'Group buys' }));
    expect(route?.query.type).toBe('group');
    const empty = await screen.findByTestId('my-activities-browse');
    expect(empty.textContent).toBe('See group buys');
    await user.click(empty);
    expect(route?.path).toBe('/subpackages/marketing/groupBuy');
  });

  it('shows group buys for an unknown type', async () => {
    lists();
    page.render(path, <MyActivitiesPage />, { type: 'lottery' });
    const tablist = screen.getByRole('tablist', { name: 'My activities' });
    expect(within(tablist).getByRole('tab', { selected: true }).textContent).toBe('Group buys');
    expect(await screen.findByText('You have not joined any groups yet')).toBeTruthy();
  });

  it('asks a guest to log in and come back to the same tab', async () => {
    memberSession.signOut();
    const calls = lists();
    const { user } = page.render(
      path,
      <>
        <MyActivitiesPage />
        <Where />
      </>,
      { type: 'seckill' },
    );
    await user.click(await screen.findByTestId('my-activities-login'));
    expect(route?.path).toBe('/subpackages/account/login');
    expect(route?.query.redirect).toBe('/subpackages/marketing/myActivities?type=seckill');
    expect(calls).toEqual([]);
  });
});
