// @vitest-environment happy-dom
import type { ProductActivityOut } from '@shop/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { setLocale } from '../../../lib/i18n/messages.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { bootStore, fakeApi } from '../../../test/shop-harness.tsx';
import { PromotionBadges } from '../index.ts';

const hour = 3_600_000;
const at = (hours: number) => new Date(Date.now() + hours * hour).toISOString();
const seckill: ProductActivityOut = {
  kind: 'seckill',
  id: 5,
  productId: 7,
  name: 'Egg tart flash sale',
  price: 5,
  startsAt: at(-1),
  endsAt: at(1),
};
const group: ProductActivityOut = {
  ...seckill,
  kind: 'group',
  id: 8,
  name: 'Egg tart group buy',
  price: 6.5,
  startsAt: '2099-01-02T03:00:00Z',
  endsAt: '2099-01-03T00:00:00Z',
};
const bargain: ProductActivityOut = {
  ...seckill,
  kind: 'bargain',
  id: 9,
  productId: 8,
  name: 'Cake',
  price: 58,
};

/** The store's lists: no promotions, and the activities given. */
function lists(activities: ProductActivityOut[]) {
  return fakeApi({
    'ProductPromotions/LoadPromotionDiscountList': () => ({ promotions: [] }),
    'Marketing/ProductActivities': () => ({ activities, serverTime: new Date().toISOString() }),
  });
}

describe('activity badges on products', () => {
  beforeEach(async () => {
    await bootStore(1001);
  });

  it("puts on a card the product's activities open now, not the upcoming or another product's", async () => {
    await setLocale('en');
    lists([seckill, group, bargain]);
    renderWithProviders(<PromotionBadges productId={7} categoryId={null} variant="card" />);
    expect((await screen.findByText('Flash sale')).className).toContain('promo-badge--activity');
    expect(screen.queryByText('Group buy')).toBeNull();
    expect(screen.queryByText('Bargain')).toBeNull();
  });

  it('links every activity of the product on its detail page, saying when an upcoming one starts', async () => {
    await setLocale('zh-CN');
    lists([seckill, group, bargain]);
    renderWithProviders(<PromotionBadges productId={7} categoryId={null} variant="detail" />);
    const links = within(await screen.findByRole('list')).getAllByRole('link');
    expect(links.map((a) => a.textContent)).toEqual([
      '秒杀 秒杀价 ¥5.00 · Egg tart flash sale',
      expect.stringMatching(/^拼团 拼团价 ¥6\.50 · .+ 开始 · Egg tart group buy$/),
    ]);
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      '#/subpackages/marketing/seckill?id=5&hideTab=true',
      '#/subpackages/marketing/groupBuy?id=8&hideTab=true',
    ]);
  });

  it('shows nothing for a product in no activity', async () => {
    await setLocale('en');
    const calls = lists([bargain]);
    const { container } = renderWithProviders(
      <PromotionBadges productId={7} categoryId={null} variant="detail" />,
    );
    await waitFor(() => expect(calls.map((c) => c.path)).toContain('Marketing/ProductActivities'));
    await new Promise((done) => setTimeout(done, 20));
    expect(container.textContent).toBe('');
  });
});
