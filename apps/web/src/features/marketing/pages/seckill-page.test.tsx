// @vitest-environment happy-dom
import { type SeckillOrderOut, type SeckillSessionOut, seckillEndpoints } from '@shop/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { session as memberSession } from '../../../lib/session/session.ts';
import { memberPageTest } from '../../../test/page-harness.tsx';
import { payInfoOf, payMethods } from '../../../test/pay-info.ts';
import type { Handler } from '../../../test/shop-harness.tsx';
import { buyRefusal, clampQuantity } from '../state/use-seckill-buy.ts';
import { SeckillPage } from './seckill-page.tsx';

const page = memberPageTest();
const path = '/subpackages/marketing/seckill';
const now = Date.parse('2026-12-03T10:00:00Z');
const tart: SeckillSessionOut = {
  id: 5,
  name: 'Egg tart flash sale',
  description: 'Fresh from the oven.',
  image: '',
  productId: null,
  price: 9,
  seckillPrice: 5,
  stock: 50,
  remaining: 48,
  perOrderLimit: 2,
  perMemberLimit: 2,
  startsAt: '2026-12-03T09:00:00Z',
  endsAt: '2099-01-01T00:00:00Z',
  phase: 'running',
};
const croissant: SeckillSessionOut = {
  ...tart,
  id: 6,
  name: 'Croissant flash sale',
  remaining: 50,
  startsAt: '2098-01-01T00:00:00Z',
  phase: 'upcoming',
};
const order: SeckillOrderOut = {
  orderNo: '2026120310000091',
  status: 'pending',
  needPay: false,
  payMethod: 2,
  amount: 10,
  sessionId: 5,
  name: tart.name,
  image: '',
  quantity: 2,
  autoCancelAt: null,
  createdAt: '2026-12-03T10:00:00Z',
};
const serverTime = new Date().toISOString();

/** The calls the page makes: the sessions, one session (`bought` of it held), my orders, pay info, balance. */
function reads(bought: number | null, extra: Record<string, Handler> = {}): Record<string, Handler> {
  return {
    [seckillEndpoints.seckillSessions.path]: () => ({ sessions: [tart, croissant], serverTime }),
    [seckillEndpoints.seckillDetail.path]: () => ({
      session: tart,
      bought,
      maxQuantity: bought === null ? null : Math.max(0, 2 - bought),
      serverTime,
    }),
    [seckillEndpoints.seckillMine.path]: () => ({ orders: [] }),
    'checkout/GetPayInfo': () => payInfoOf([payMethods.balance, payMethods.wechat]),
    'customeraccount/FindLoginInfo': () => ({ isLogin: true, uid: 42, userInfo: { money: 100 } }),
    ...extra,
  };
}
const callsTo = (endpoint: string) => page.calls.filter((c) => c.path === endpoint).map((c) => c.body);

describe('the seckill page', () => {
  it('keeps the stepper from 1 to the maximum', () => {
    expect(clampQuantity(0, 2)).toBe(1);
    expect(clampQuantity(3, 2)).toBe(2);
    expect(clampQuantity(2, 0)).toBe(1);
    expect(clampQuantity(5, null)).toBe(1);
  });

  it('gives the reason Buy now is off by phase, limit and stock', () => {
    expect(buyRefusal(tart, 0, 1, now)).toBeNull();
    expect(buyRefusal(tart, null, 1, now)).toBeNull();
    expect(buyRefusal(croissant, 0, 1, now)?.code).toBe('SECKILL_NOT_STARTED');
    expect(buyRefusal({ ...tart, endsAt: '2026-12-03T09:30:00Z' }, 0, 1, now)?.code).toBe('SECKILL_ENDED');
    expect(buyRefusal({ ...tart, remaining: 0 }, 0, 1, now)?.code).toBe('SECKILL_SOLD_OUT');
    expect(buyRefusal(tart, 2, 1, now)).toEqual({ code: 'SECKILL_MEMBER_LIMIT', params: { Limit: 2 } });
    expect(buyRefusal(tart, 0, 3, now)).toEqual({ code: 'SECKILL_ORDER_LIMIT', params: { Limit: 2 } });
  });

  it('lists the running session first with its stock and price, then the upcoming one', async () => {
    page.api(reads(0));
    page.render(path, <SeckillPage />);
    const cards = await screen.findAllByTestId('seckill-session');
    expect(cards[0]?.textContent).toContain('Running');
    expect(cards[0]?.textContent).toContain('48 left of 50');
    expect(cards[0]?.textContent).toContain('¥5.00');
    expect(cards[1]?.textContent).toContain('Coming soon');
    expect(within(cards[1] as HTMLElement).getByTestId('seckill-countdown').textContent).toMatch(
      /^Starts in/,
    );
  });

  it('buys two by balance at the seckill price with a key of its own', async () => {
    page.api(
      reads(0, {
        [seckillEndpoints.seckillBuy.path]: () => order,
        [seckillEndpoints.seckillOrder.path]: () => order,
      }),
    );
    const { user } = page.render(path, <SeckillPage />, { id: '5' });
    expect((await screen.findByTestId('seckill-limits')).textContent).toContain('Limit 2 per member');
    await user.click(await screen.findByRole('button', { name: `Increase ${tart.name}` }));
    expect(screen.getByRole('button', { name: `Increase ${tart.name}` })).toHaveProperty('disabled', true);
    await waitFor(() => expect(screen.getByTestId('seckill-buy')).toHaveProperty('disabled', false));
    await user.click(screen.getByTestId('seckill-buy'));
    const result = await screen.findByTestId('seckill-order');
    expect(result.textContent).toContain('collect it at the counter with order number 2026120310000091');
    expect(callsTo(seckillEndpoints.seckillBuy.path)).toEqual([
      expect.objectContaining({
        id: 5,
        quantity: 2,
        payMethod: 2,
        expectedPrice: 5,
        idempotencyKey: expect.any(String),
      }),
    ]);
  });

  it('turns Buy now off at the member limit and says why', async () => {
    page.api(reads(2));
    page.render(path, <SeckillPage />, { id: '5' });
    expect((await screen.findByTestId('seckill-error')).textContent).toBe('Limit of 2 per member');
    expect(screen.getByTestId('seckill-buy')).toHaveProperty('disabled', true);
  });

  it('asks a guest to log in to buy', async () => {
    memberSession.signOut();
    page.api(reads(null));
    page.render(path, <SeckillPage />, { id: '5' });
    expect((await screen.findByTestId('seckill-login')).textContent).toBe('Log in to buy');
  });

  it('words the order by its status', async () => {
    for (const [status, text] of [
      ['cancelled', 'The units went back on sale.'],
      ['completed', 'You collected order 2026120310000091.'],
    ] as const) {
      page.api(reads(0, { [seckillEndpoints.seckillOrder.path]: () => ({ ...order, status }) }));
      const view = page.render(path, <SeckillPage />, { id: '5', orderno: order.orderNo });
      expect((await screen.findByTestId('seckill-order')).textContent).toContain(text);
      view.unmount();
    }
    page.api(
      reads(0, {
        [seckillEndpoints.seckillOrder.path]: () => ({
          ...order,
          status: 'unpaid',
          needPay: true,
          payMethod: 3,
          autoCancelAt: '2099-01-01T00:00:00Z',
        }),
      }),
    );
    page.render(path, <SeckillPage />, { id: '5', orderno: order.orderNo });
    await screen.findByTestId('seckill-cancel');
    expect(screen.getByTestId('seckill-release').textContent).toMatch(/^Released in/);
  });
});
