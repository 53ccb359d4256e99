// @vitest-environment happy-dom
import type { PassCardOfferOut, SettlementPreviewOut } from '@shop/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { memberPageTest } from '../../../test/page-harness.tsx';
import { PassCardChoice } from './pass-card-choice.tsx';

const page = memberPageTest();
const tea: PassCardOfferOut = {
  id: 31,
  name: '5-tea pass',
  number: '1234567890123456',
  timesLeft: 4,
  validUntil: '2030-03-01T00:00:00.000Z',
  usable: true,
  reason: null,
  covers: 2,
  saving: 30,
};
const elsewhere: PassCardOfferOut = {
  ...tea,
  id: 32,
  name: 'Other store pass',
  usable: false,
  reason: 'CARD_WRONG_STORE',
  covers: 0,
  saving: 0,
};
const one: PassCardOfferOut = { ...tea, id: 33, name: 'Cake pass', covers: 1, saving: 8.5 };
// Only what the piece reads of the settlement (its passCards).
const preview = (chosen: number[], offers: PassCardOfferOut[]) =>
  ({ passCards: { chosen, offers } }) as unknown as SettlementPreviewOut;

describe("the settlement's pass card piece", () => {
  it('lists each card with its times left and what it would cover and save, or why it cannot', () => {
    page.render(
      '/',
      <PassCardChoice
        preview={preview([], [tea, one, elsewhere])}
        chosen={[]}
        choose={vi.fn()}
        busy={false}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Pass cards' })).toBeTruthy();
    const row = screen.getByTestId('pass-card-offer-31');
    expect(row.textContent).toContain('4 times left');
    expect(row.textContent).toContain('Covers 2 items · saves ¥30.00');
    expect(screen.getByTestId('pass-card-offer-33').textContent).toContain('Covers 1 item · saves ¥8.50');
    expect(screen.getByTestId('pass-card-offer-32').textContent).toContain(
      'This card cannot be used in this store',
    );
    expect(screen.getByRole<HTMLInputElement>('switch', { name: /Other store pass/ }).disabled).toBe(true);
    expect(screen.getByRole<HTMLInputElement>('switch', { name: /5-tea pass/ }).checked).toBe(false);
  });

  it('switching a card on asks for it beside those chosen; off lets it go', async () => {
    const choose = vi.fn(async () => true);
    const { user, rerender } = page.render(
      '/',
      <PassCardChoice preview={preview([33], [tea, one])} chosen={[33]} choose={choose} busy={false} />,
    );
    await user.click(screen.getByRole('switch', { name: /5-tea pass/ }));
    expect(choose).toHaveBeenLastCalledWith([33, 31]);
    rerender(
      <PassCardChoice
        preview={preview([31, 33], [tea, one])}
        chosen={[33, 31]}
        choose={choose}
        busy={false}
      />,
    );
    expect(screen.getByRole<HTMLInputElement>('switch', { name: /5-tea pass/ }).checked).toBe(true);
    await user.click(screen.getByRole('switch', { name: /Cake pass/ }));
    expect(choose).toHaveBeenLastCalledWith([31]);
  });

  it('lets go of a card switched on that the server dropped (it ended); one that covers nothing here stays on', () => {
    const choose = vi.fn(async () => true);
    const ended = { ...tea, usable: false, reason: 'CARD_EXPIRED' as const, covers: 0, saving: 0 };
    const idle = { ...one, usable: false, reason: 'CARD_NOTHING_COVERED' as const, covers: 0, saving: 0 };
    page.render(
      '/',
      <PassCardChoice preview={preview([], [ended, idle])} chosen={[31, 33]} choose={choose} busy={false} />,
    );
    expect(choose).toHaveBeenCalledTimes(1);
    expect(choose).toHaveBeenCalledWith([33]);
  });

  it('keeps the choice as it is when the server applied every card chosen', () => {
    const choose = vi.fn(async () => true);
    page.render(
      '/',
      <PassCardChoice preview={preview([31], [tea, elsewhere])} chosen={[31]} choose={choose} busy={false} />,
    );
    expect(choose).not.toHaveBeenCalled();
  });

  it('shows nothing to a member with no pass cards', () => {
    page.render('/', <PassCardChoice preview={preview([], [])} chosen={[]} choose={vi.fn()} busy={false} />);
    expect(screen.queryByTestId('pass-cards')).toBeNull();
  });
});
