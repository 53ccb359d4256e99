// @vitest-environment happy-dom
import { type AccumulationPromotionOut, accumulationEndpoints } from '@shop/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { memberPageTest } from '../../../test/page-harness.tsx';
import { accumulationRef } from '../api/accumulation.ts';
import { AccumulationPage } from './accumulation-page.tsx';

const page = memberPageTest();

function promo(id: number, extra: Partial<AccumulationPromotionOut> = {}): AccumulationPromotionOut {
  return {
    id,
    name: 'Collect 300 in 30 days',
    targetPoints: 300,
    windowDays: 30,
    reward: [
      { giftType: 1, quantity: 100 },
      { giftType: 0, quantity: 1000 },
      {
        giftType: 3,
        quantity: 2,
        giftInfo: { productId: 5, name: 'Latte', translations: { es: { name: 'Café con leche' } } },
      },
    ],
    endsAt: '2099-12-31T16:00:00.000Z',
    progress: null,
    ...extra,
  };
}

function open(promotions: AccumulationPromotionOut[]) {
  page.api({ [accumulationEndpoints.load.path]: () => ({ promotions }) });
  return page.render('/subpackages/actions/accumulationPoints', <AccumulationPage />);
}

describe('the points challenge', () => {
  it('names the contract path', () => {
    expect(accumulationRef.path).toBe(accumulationEndpoints.load.path);
  });

  it('explains the rule and the reward, and where each member stands', async () => {
    open([
      promo(1),
      promo(2, {
        progress: {
          points: 120,
          startedAt: '2099-01-01T00:00:00.000Z',
          deadline: '2099-01-31T00:00:00.000Z',
          reachedAt: null,
        },
      }),
      promo(3, {
        progress: {
          points: 320,
          startedAt: '2026-01-01T00:00:00.000Z',
          deadline: '2026-01-31T00:00:00.000Z',
          reachedAt: '2026-01-20T04:00:00.000Z',
        },
      }),
    ]);
    const first = await screen.findByTestId('accumulation-1');
    expect(
      within(first).getByText('Earn 300 points from purchases within 30 days of your first purchase.'),
    ).toBeTruthy();
    expect(within(first).getByText('Your first purchase starts the clock.')).toBeTruthy();
    expect(within(first).getByText('100 points')).toBeTruthy();
    expect(within(first).getByText('¥10.00 balance')).toBeTruthy();
    expect(within(first).getByText('Latte × 2')).toBeTruthy();
    const second = screen.getByTestId('accumulation-2');
    expect(within(second).getByTestId('accumulation-progress').textContent).toBe('120 / 300 points');
    expect(within(second).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('120');
    expect(within(second).getByText(/^180 points to go, by /)).toBeTruthy();
    const third = screen.getByTestId('accumulation-3');
    expect(within(third).getByTestId('accumulation-progress').textContent).toBe('300 / 300 points');
    expect(
      within(third).getByText(/^Target reached on .*2026: your reward has been delivered\.$/),
    ).toBeTruthy();
  });

  it('says when no challenge is running', async () => {
    open([]);
    expect(await screen.findByText('No points challenge is running right now')).toBeTruthy();
  });
});
