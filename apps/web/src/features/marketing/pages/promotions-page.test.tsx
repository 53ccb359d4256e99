// @vitest-environment happy-dom
import type { PromotionOut } from '@shop/contracts';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { setLocale } from '../../../lib/i18n/messages.ts';
import { navigate } from '../../../lib/router/use-route.tsx';
import { renderWithProviders } from '../../../test/render.tsx';
import { bootStore, type Call, fakeApi } from '../../../test/shop-harness.tsx';
import { PromotionBadges, RedemptionOffers } from '../index.ts';
import { PromotionsPage } from './promotions-page.tsx';

const base: PromotionOut = {
  id: 1,
  t: 'PromotionProductDiscount',
  name: 'Afternoon drinks',
  description: 'Drinks at 80% on weekday afternoons.',
  startsAt: '2026-11-01T00:00:00Z',
  endsAt: '2099-12-31T00:00:00Z',
  weekdays: [1, 2, 3, 4, 5],
  timeSlots: [{ from: '14:00', to: '17:00' }],
  products: { rule: 'include', productIds: [], categoryIds: [100] },
  stackableWithCoupons: true,
  newMembersOnly: false,
  levelIds: [],
  rate: 80,
  nth: null,
  unitLimit: null,
  tierBy: null,
  tiers: [],
  repeat: false,
  maxBack: null,
  requireAmount: null,
  product: null,
  comboItems: [],
  comboPrice: null,
};
const cashBack: PromotionOut = {
  ...base,
  id: 2,
  t: 'PromotionCashBack',
  name: 'Spend 50 save 8',
  description: '',
  weekdays: [],
  timeSlots: [],
  products: { rule: 'all' },
  stackableWithCoupons: false,
  rate: null,
  tierBy: 'amount',
  tiers: [{ threshold: 50, off: 8, rate: null }],
};
const gift: PromotionOut = {
  ...cashBack,
  id: 3,
  t: 'PromotionGift',
  name: 'Egg tart over 80',
  tiers: [],
  tierBy: null,
  requireAmount: 80,
  product: { productId: 9, name: 'Egg tart', imageName: '', quantity: 1, price: 0, listPrice: 9 },
};

const cookie: PromotionOut = {
  ...gift,
  id: 4,
  t: 'PromotionProductRedemption',
  name: 'Cookie for 3',
  requireAmount: 30,
  product: { productId: 8, name: 'Cookie', imageName: '', quantity: 1, price: 3, listPrice: 8 },
};

let calls: Call[];
beforeEach(async () => {
  calls = fakeApi({
    'ProductPromotions/LoadPromotionDiscountList': () => ({ promotions: [base, cashBack, gift, cookie] }),
  });
  await bootStore(1001);
});

async function open(locale: 'en' | 'zh-CN', query: Record<string, string>) {
  await setLocale(locale);
  navigate('/subpackages/marketing/promotions', query);
  return renderWithProviders(<PromotionsPage />);
}

describe('promotions page', () => {
  it('shows the promotions of the type in the link, with what they give and when', async () => {
    await open('en', { t: 'PromotionProductDiscount' });
    const card = within(await screen.findByRole('article', { name: 'Afternoon drinks' }));
    card.getByText('20% off');
    card.getByText('20% off the price');
    card.getByText('On Mon, Tue, Wed, Thu, and Fri');
    card.getByText('From 14:00 to 17:00');
    card.getByText('Can be combined with coupons');
    expect(card.getByRole('link', { name: 'Shop now' }).getAttribute('href')).toContain('categoryUids=100');
    expect(screen.queryByRole('article', { name: 'Spend 50 save 8' })).toBeNull();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Discounts');
    expect(screen.getByRole('link', { name: 'Discounts' }).getAttribute('aria-current')).toBe('page');
    expect(calls.map((c) => c.path)).toEqual(['ProductPromotions/LoadPromotionDiscountList']);
  });

  it('lists every type without t, in Chinese figures', async () => {
    await open('zh-CN', {});
    const spend = within(await screen.findByRole('article', { name: 'Spend 50 save 8' }));
    expect(spend.getAllByText('满¥50.00减¥8.00')).toHaveLength(2);
    spend.getByText('不与优惠券同享');
    const giftCard = within(screen.getByRole('article', { name: 'Egg tart over 80' }));
    giftCard.getByText('满¥80.00赠Egg tart×1');
    within(screen.getByRole('article', { name: 'Afternoon drinks' })).getByText('8折');
  });
});

describe('promotion badges', () => {
  it('puts only the line promotions running now on a card, and links every one on a detail page', async () => {
    await setLocale('en');
    // The weekday-afternoon one may or may not run as the test runs: an all-day copy stands beside a future one.
    const allDay: PromotionOut = { ...base, id: 6, weekdays: [], timeSlots: [], rate: 90 };
    const later: PromotionOut = { ...allDay, id: 7, rate: 70, startsAt: '2099-01-01T00:00:00Z' };
    fakeApi({
      'ProductPromotions/LoadPromotionDiscountList': () => ({ promotions: [later, allDay, cashBack] }),
    });
    const { unmount } = renderWithProviders(
      <PromotionBadges productId={5} categoryId={100} variant="card" />,
    );
    await screen.findByText('10% off');
    expect(screen.queryByText('30% off')).toBeNull();
    expect(screen.queryByText('¥8.00 off over ¥50.00')).toBeNull();
    unmount();
    calls = fakeApi({
      'ProductPromotions/LoadPromotionDiscountList': () => ({ promotions: [base, cashBack, gift, cookie] }),
    });
    renderWithProviders(<PromotionBadges productId={5} categoryId={200} variant="detail" />);
    const list = within(await screen.findByRole('list', { name: 'Promotions' }));
    expect(list.getAllByRole('link').map((a) => a.textContent)).toEqual([
      '¥8.00 off over ¥50.00 Spend 50 save 8',
      'Gift over ¥80.00 Egg tart over 80',
      'Add-on for ¥3.00 Cookie for 3',
    ]);
  });
});

describe('redemption offers at settlement', () => {
  it('lists the store’s redemptions to opt in to, saying what is missing below the threshold', async () => {
    await setLocale('en');
    const ticked: number[] = [];
    const { user, rerender } = renderWithProviders(
      <RedemptionOffers goodsAmount={2_000} chosen={[]} onToggle={(id) => ticked.push(id)} />,
    );
    const box = await screen.findByRole('checkbox', { name: /Add Cookie for ¥3\.00/ });
    screen.getByText('Spend ¥10.00 more to add it');
    await user.click(box);
    expect(ticked).toEqual([4]);
    rerender(<RedemptionOffers goodsAmount={3_000} chosen={[4]} onToggle={() => undefined} />);
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: /Add Cookie/ }).checked).toBe(true);
    screen.getByText('Usually ¥8.00');
  });
});
