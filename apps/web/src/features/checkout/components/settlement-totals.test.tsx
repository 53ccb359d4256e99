// @vitest-environment happy-dom
import type { SettlementPreviewOut } from '@shop/contracts';
import { toMinor } from '@shop/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { setLocale } from '../../../lib/i18n/messages.ts';
import { definitions } from '../../../test/definitions.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { SettlementTotals } from './settlement-totals.tsx';

type Adjustments = SettlementPreviewOut['adjustments'];

/** The money rows as printed, in minor units: the items total, then each line that changes it, then the sum due. */
function printed() {
  const rows = Object.entries(definitions()).filter(([term]) => term !== 'Quantity');
  // The first amount of each value (a price may carry its figure twice, once for screen readers).
  const minor = (text: string) => toMinor(Number(/-?¥[\d.]+/.exec(text)![0].replace('¥', '')));
  const [due] = rows.splice(rows.length - 1, 1);
  return { rows: rows.map(([term, value]) => [term, minor(value)] as const), due: minor(due![1]) };
}

beforeAll(() => setLocale('en'));

// Issue 28: each figure is shown once, and the rows shown add up to what is due.
describe('settlement totals', () => {
  it.each<[string, SettlementPreviewOut['summary'], Adjustments]>([
    [
      'a coupon on sale-priced goods',
      { amount: 24, quantity: 2, originalAmount: 30, discountedPrice: 6 },
      [{ kind: 'coupon', labelKey: 'coupon.kind.cash', amount: -5, name: 'Coupon 5' }],
    ],
    [
      'a promotion, a coupon and a delivery fee',
      { amount: 30, quantity: 3, originalAmount: 40, discountedPrice: 16 },
      [
        {
          kind: 'promotion',
          labelKey: 'marketing.promotions.types.PromotionCashBack',
          amount: -8,
          name: 'Spend 30',
        },
        { kind: 'coupon', labelKey: 'coupon.kind.cash', amount: -5, name: 'Coupon 5' },
        { kind: 'delivery-fee', labelKey: 'checkout.deliveryFee', amount: 6 },
      ],
    ],
    ['sale prices alone', { amount: 36, quantity: 2, originalAmount: 40, discountedPrice: 4 }, []],
  ])('with %s, the printed rows add up to the amount due', (_what, summary, adjustments) => {
    renderWithProviders(<SettlementTotals summary={summary} adjustments={adjustments} />);
    const { rows, due } = printed();
    expect(due).toBe(toMinor(summary.amount));
    // Every row carries its sign as printed: the items total, the savings and discounts below 0, a fee above.
    expect(rows.reduce((sum, [, value]) => sum + value, 0)).toBe(due);
    // Each adjustment is its own row, and the sale savings are only what the crossed-out prices save.
    expect(rows).toHaveLength(2 + adjustments.length);
    const off = adjustments.reduce((sum, a) => sum + toMinor(a.amount), 0);
    expect(rows.find(([term]) => term === 'Sale savings')![1]).toBe(
      -(toMinor(summary.originalAmount) - toMinor(summary.amount) + off),
    );
  });
});
