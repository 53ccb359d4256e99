// @vitest-environment happy-dom
import { type CommunityGroupOut, type CommunityOrderOut, communityGroupEndpoints } from '@shop/contracts';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { session as memberSession } from '../../../lib/session/session.ts';
import { memberPageTest } from '../../../test/page-harness.tsx';
import { payInfoOf, payMethods } from '../../../test/pay-info.ts';
import type { Handler } from '../../../test/shop-harness.tsx';
import { orderRefusal } from '../state/use-community-buy.ts';
import { CommunityGroupPage } from './community-group-page.tsx';

const page = memberPageTest();
const path = '/subpackages/marketing/communityGroup';
const now = Date.parse('2026-12-03T10:00:00Z');
const point = {
  id: 3,
  name: 'Aunt Li’s corner shop',
  phone: '13800138000',
  address: 'Building 3',
  hours: 'Sat 9–12',
};
const loaf = {
  id: 11,
  productId: null,
  name: 'Sourdough Loaf',
  image: '',
  price: 28,
  groupPrice: 22,
  stock: 40,
  remaining: 38,
  perMemberLimit: 2,
};
const bun = { ...loaf, id: 12, name: 'Red Bean Bun', price: 8, groupPrice: 6, perMemberLimit: null };
const box: CommunityGroupOut = {
  id: 7,
  name: 'Weekend bread box',
  description: 'Pick up on Saturday morning.',
  image: '',
  startsAt: '2026-12-03T09:00:00Z',
  endsAt: '2099-01-01T00:00:00Z',
  pickupFrom: '2099-01-02T01:00:00Z',
  pickupUntil: '2099-01-02T04:00:00Z',
  minAmount: null,
  phase: 'open',
  items: [loaf, bun],
  points: [point, { ...point, id: 4, name: 'Mr Wang', address: 'Gate 2' }],
};
const order: CommunityOrderOut = {
  orderNo: '2026120310000092',
  status: 'pending',
  needPay: false,
  payMethod: 2,
  amount: 34,
  autoCancelAt: null,
  createdAt: '2026-12-03T10:00:00Z',
  groupId: 7,
  name: box.name,
  image: '',
  point: box.points[1]!,
  pickupFrom: box.pickupFrom,
  pickupUntil: box.pickupUntil,
  lines: [
    { itemId: 11, name: loaf.name, quantity: 1, price: 22 },
    { itemId: 12, name: bun.name, quantity: 2, price: 6 },
  ],
};
const serverTime = new Date().toISOString();
const mine = [
  { itemId: 11, bought: 0, maxQuantity: 2 },
  { itemId: 12, bought: 0, maxQuantity: 38 },
];

/** The calls the page makes: the groups, one group (the member's units of it), my orders, pay info, balance. */
function reads(member: boolean, extra: Record<string, Handler> = {}): Record<string, Handler> {
  return {
    [communityGroupEndpoints.communityGroups.path]: () => ({ groups: [box], serverTime }),
    [communityGroupEndpoints.communityGroupDetail.path]: () => ({
      group: box,
      mine: member ? mine : null,
      serverTime,
    }),
    [communityGroupEndpoints.communityGroupMine.path]: () => ({ orders: [] }),
    'checkout/GetPayInfo': () => payInfoOf([payMethods.balance, payMethods.wechat]),
    'customeraccount/FindLoginInfo': () => ({ isLogin: true, uid: 42, userInfo: { money: 100 } }),
    ...extra,
  };
}
const callsTo = (endpoint: string) => page.calls.filter((c) => c.path === endpoint).map((c) => c.body);

describe('the community group page', () => {
  it('gives the reason Order is off: nothing chosen, not open, the limit, the minimum, the stock', () => {
    expect(orderRefusal(box, mine, {}, now)).toBe('empty');
    expect(orderRefusal(box, mine, { 11: 1 }, now)).toBeNull();
    expect(orderRefusal(box, null, {}, now)).toBeNull();
    expect(orderRefusal({ ...box, startsAt: '2098-01-01T00:00:00Z' }, mine, { 11: 1 }, now)).toEqual({
      code: 'COMMUNITY_GROUP_NOT_STARTED',
    });
    const held = [{ itemId: 11, bought: 2, maxQuantity: 0 }];
    expect(orderRefusal(box, held, { 11: 1 }, now)).toEqual({
      code: 'COMMUNITY_MEMBER_LIMIT',
      params: { Limit: 2 },
    });
    expect(orderRefusal({ ...box, minAmount: 30 }, mine, { 11: 1 }, now)).toEqual({
      code: 'COMMUNITY_BELOW_MINIMUM',
      params: { Amount: 3000 },
    });
    expect(orderRefusal(box, mine, { 12: 39 }, now)).toEqual({ code: 'COMMUNITY_SOLD_OUT' });
  });

  it('lists the open group with its deadline and pickup window', async () => {
    page.api(reads(true));
    page.render(path, <CommunityGroupPage />);
    const [card] = await screen.findAllByTestId('community-group');
    expect(card?.textContent).toContain('Weekend bread box');
    expect(card?.textContent).toContain('2 items');
    expect(card?.textContent).toContain('Pick up');
  });

  it('orders a loaf and two buns for the second point by balance, at the amount shown, with a key', async () => {
    page.api(
      reads(true, {
        [communityGroupEndpoints.communityGroupBuy.path]: () => order,
        [communityGroupEndpoints.communityGroupOrder.path]: () => order,
      }),
    );
    const { user } = page.render(path, <CommunityGroupPage />, { id: '7' });
    await user.click(await screen.findByRole('button', { name: `Increase ${loaf.name}` }));
    await user.click(screen.getByRole('button', { name: `Increase ${bun.name}` }));
    await user.click(screen.getByRole('button', { name: `Increase ${bun.name}` }));
    await user.click(screen.getByRole('radio', { name: /Mr Wang/ }));
    await waitFor(() => expect(screen.getByTestId('community-buy')).toHaveProperty('disabled', false));
    await user.click(screen.getByTestId('community-buy'));
    const result = await screen.findByTestId('community-order');
    expect(result.textContent).toContain('pick it up at Mr Wang with order number 2026120310000092');
    expect(callsTo(communityGroupEndpoints.communityGroupBuy.path)).toEqual([
      expect.objectContaining({
        id: 7,
        pointId: 4,
        items: [
          { itemId: 11, quantity: 1 },
          { itemId: 12, quantity: 2 },
        ],
        payMethod: 2,
        expectedAmount: 34,
        idempotencyKey: expect.any(String),
      }),
    ]);
  });

  it('keeps Order off until something is chosen, and asks a guest to log in', async () => {
    page.api(reads(true));
    const view = page.render(path, <CommunityGroupPage />, { id: '7' });
    expect((await screen.findByTestId('community-buy')).hasAttribute('disabled')).toBe(true);
    view.unmount();
    memberSession.signOut();
    page.api(reads(false));
    page.render(path, <CommunityGroupPage />, { id: '7' });
    expect((await screen.findByTestId('community-login')).textContent).toBe('Log in to order');
  });
});
