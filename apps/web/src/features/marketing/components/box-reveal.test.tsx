// @vitest-environment happy-dom
import type { BlindBoxOrderOut } from '@shop/contracts';
import { act, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setLocale } from '../../../lib/i18n/messages.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { BoxReveal } from './box-reveal.tsx';

const order: BlindBoxOrderOut = {
  orderNo: '20261202100001',
  status: 'completed',
  needPay: false,
  payMethod: 2,
  amount: 19,
  seriesId: 1,
  seriesName: 'Bakery charms',
  item: { id: 5, name: 'Golden truffle cake charm', image: '', prize: true },
  guaranteed: true,
  drawnAt: '2026-12-02T10:00:00Z',
  autoCancelAt: null,
  createdAt: '2026-12-02T10:00:00Z',
};

/** window.matchMedia answering the reduced-motion query as `reduce` says. */
function motion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query.includes('reduce'),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

describe('BoxReveal', () => {
  beforeAll(() => setLocale('en'));
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('unboxes first, then shows the item won, its prize and guarantee, and where to collect it', async () => {
    motion(false);
    vi.useFakeTimers();
    renderWithProviders(<BoxReveal order={order} />);
    expect(screen.getByTestId('blind-box-unboxing')).toBeTruthy();
    expect(screen.queryByTestId('blind-box-won')).toBeNull();
    await act(async () => {
      vi.advanceTimersByTime(1700);
    });
    const won = screen.getByTestId('blind-box-won');
    expect(won.textContent).toContain('Golden truffle cake charm');
    expect(won.textContent).toContain('Prize');
    expect(won.textContent).toContain('Given by the guarantee');
    expect(won.textContent).toContain('20261202100001');
  });

  it('shows the item at once when the reader asks for reduced motion', () => {
    motion(true);
    renderWithProviders(<BoxReveal order={order} />);
    expect(screen.queryByTestId('blind-box-unboxing')).toBeNull();
    expect(screen.getByTestId('blind-box-won-name').textContent).toBe('Golden truffle cake charm');
  });
});
