// @vitest-environment happy-dom
import type { SettlementPreviewOut, SettlementTendersOut, TenderCardOut } from '@shop/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { definitions } from '../../../test/definitions.ts';
import { memberPageTest } from '../../../test/page-harness.tsx';
import type { SettlementSlot } from '../../checkout/index.ts';
import { registerPrepaidTenderPiece } from '../pages/tender-piece.ts';
import { PrepaidTenderChoice } from './prepaid-tender-choice.tsx';

// What the piece registers with checkout, caught here (checkout's own test sends a registered field with every ask).
const registered = vi.hoisted(() => [] as SettlementSlot[]);
vi.mock('../../checkout/index.ts', () => ({
  registerSettlementSlot: (slot: SettlementSlot) => registered.push(slot),
}));

const page = memberPageTest();
const gift: TenderCardOut = {
  id: 41,
  kind: 'prepaid',
  covers: [],
  name: 'Gift card',
  number: '8800000000001234',
  balance: 20,
  validUntil: '2030-01-01T00:00:00.000Z',
  usable: true,
  reason: null,
  pays: 20,
};
const big: TenderCardOut = {
  ...gift,
  id: 42,
  name: 'Big card',
  number: '8800000000005678',
  balance: 100,
  pays: 55,
};
const elsewhere: TenderCardOut = {
  ...gift,
  id: 43,
  name: 'Other store card',
  number: '8800000000009999',
  usable: false,
  reason: 'CARD_WRONG_STORE',
  pays: 0,
};

/** A settlement of ¥55.00 (only what the piece reads: the amount and the tenders). */
const preview = (tenders: SettlementTendersOut) =>
  ({ summary: { amount: 55 }, tenders }) as unknown as SettlementPreviewOut;
const nothingChosen = preview({ chosen: [], offers: [gift, big, elsewhere], cardsPay: 0, rest: 55 });

describe("the settlement's prepaid card piece", () => {
  it('goes beside the pay method and sends its choice as tenderCardIds', () => {
    registerPrepaidTenderPiece();
    expect(registered).toHaveLength(1);
    expect(registered[0]).toMatchObject({ key: 'card:tender', place: 'payment', field: 'tenderCardIds' });
    expect(registered[0]!.Piece).toBe(PrepaidTenderChoice);
    expect(registered[0]!.staleOn).toContain('CARD_BALANCE_INSUFFICIENT');
  });

  it('lists each card with its balance and what it can pay, or why it cannot', () => {
    page.render(
      '/',
      <PrepaidTenderChoice preview={nothingChosen} chosen={[]} choose={vi.fn()} busy={false} />,
    );
    expect(screen.getByRole('heading', { name: 'Pay with prepaid or shopping cards' })).toBeTruthy();
    const row = screen.getByTestId('tender-card-offer-41');
    expect(row.textContent).toContain('Card ending 1234');
    expect(row.textContent).toContain('Balance ¥20.00');
    expect(row.textContent).toContain('Can pay ¥20.00');
    expect(screen.getByTestId('tender-card-offer-42').textContent).toContain('Can pay ¥55.00');
    expect(screen.getByTestId('tender-card-offer-43').textContent).toContain(
      'This card cannot be used in this store',
    );
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: /Other store card/ }).disabled).toBe(true);
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: /Gift card/ }).checked).toBe(false);
    // No split shown until a card pays.
    expect(screen.queryByTestId('tender-split')).toBeNull();
  });

  it('choosing a card asks for it, then shows its part and the rest adding up to the total', async () => {
    const choose = vi.fn(async () => true);
    const { user, rerender } = page.render(
      '/',
      <PrepaidTenderChoice preview={nothingChosen} chosen={[]} choose={choose} busy={false} />,
    );
    await user.click(screen.getByRole('checkbox', { name: /Gift card/ }));
    expect(choose).toHaveBeenLastCalledWith([41]);
    // The server priced it: the ¥20.00 card pays all it holds, ¥35.00 is left for the pay method.
    const split = preview({ chosen: [41], offers: [gift, big, elsewhere], cardsPay: 20, rest: 35 });
    rerender(<PrepaidTenderChoice preview={split} chosen={[41]} choose={choose} busy={false} />);
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: /Gift card/ }).checked).toBe(true);
    expect(screen.getByTestId('tender-card-offer-41').textContent).toContain('Pays ¥20.00');
    const rows = definitions(screen.getByTestId('tender-split'));
    expect(rows).toEqual({
      'Order total': '¥55.00',
      'Cards pay': '¥20.00',
      'Rest, by the payment method below': '¥35.00',
    });
    // A second card joins the first; unticking one lets it go.
    await user.click(screen.getByRole('checkbox', { name: /Big card/ }));
    expect(choose).toHaveBeenLastCalledWith([41, 42]);
    await user.click(screen.getByRole('checkbox', { name: /Gift card/ }));
    expect(choose).toHaveBeenLastCalledWith([]);
  });

  it('offers no more cards once those chosen pay it all, and a card that can no longer pay can be let go', async () => {
    const choose = vi.fn(async () => true);
    const spent = { ...big, usable: false, reason: 'CARD_BALANCE_INSUFFICIENT', pays: 0 };
    const all = preview({ chosen: [42], offers: [gift, spent], cardsPay: 55, rest: 0 });
    const { user } = page.render(
      '/',
      <PrepaidTenderChoice preview={all} chosen={[42]} choose={choose} busy={false} />,
    );
    expect(screen.getByTestId('tender-card-offer-41').textContent).toContain(
      'The cards chosen already pay it all',
    );
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: /Gift card/ }).disabled).toBe(true);
    expect(definitions(screen.getByTestId('tender-split'))['Rest, by the payment method below']).toBe(
      '¥0.00',
    );
    const chosenCard = screen.getByRole<HTMLInputElement>('checkbox', { name: /Big card/ });
    expect(chosenCard.disabled).toBe(false);
    await user.click(chosenCard);
    expect(choose).toHaveBeenLastCalledWith([]);
  });

  it('lets go of a ticked card the server dropped (the counter spent it): priced again without it, once', () => {
    const choose = vi.fn(async () => false);
    const spent = { ...big, balance: 0, usable: false, reason: 'CARD_BALANCE_INSUFFICIENT', pays: 0 };
    const dropped = preview({ chosen: [41], offers: [gift, spent], cardsPay: 20, rest: 35 });
    const piece = (busy: boolean) => (
      <PrepaidTenderChoice preview={dropped} chosen={[41, 42]} choose={choose} busy={busy} />
    );
    const { rerender } = page.render('/', piece(true));
    // Not while another choice is being priced: the preview may not be of this choice yet.
    expect(choose).not.toHaveBeenCalled();
    rerender(piece(false));
    expect(choose).toHaveBeenCalledWith([41]);
    // Refused (said by the choice itself): not asked again on every render.
    rerender(piece(true));
    rerender(piece(false));
    expect(choose).toHaveBeenCalledTimes(1);
  });

  it('shows nothing to a member with no prepaid cards, and holds still while a choice is priced', () => {
    const { rerender } = page.render(
      '/',
      <PrepaidTenderChoice
        preview={preview({ chosen: [], offers: [], cardsPay: 0, rest: 55 })}
        chosen={[]}
        choose={vi.fn()}
        busy={false}
      />,
    );
    expect(screen.queryByTestId('tender-cards')).toBeNull();
    rerender(<PrepaidTenderChoice preview={nothingChosen} chosen={[]} choose={vi.fn()} busy />);
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: /Gift card/ }).disabled).toBe(true);
  });

  it('says what a shopping card pays for and what it pays of the order, or that it covers none of it', async () => {
    const bakery: TenderCardOut = {
      ...gift,
      id: 51,
      kind: 'shopping',
      covers: ['Bread', 'Cakes'],
      name: 'Bakery card',
      number: '8800000000005151',
      balance: 100,
      // ¥28.00 of the ¥55.00 order is bread: that is all it can pay.
      pays: 28,
    };
    const anything: TenderCardOut = { ...bakery, id: 52, covers: [], name: 'Any item card', pays: 55 };
    const teaOnly: TenderCardOut = {
      ...bakery,
      id: 53,
      name: 'Tea card',
      covers: ['Tea'],
      usable: false,
      reason: 'CARD_NOTHING_COVERED',
      pays: 0,
    };
    const offered = preview({ chosen: [], offers: [bakery, anything, teaOnly, gift], cardsPay: 0, rest: 55 });
    const choose = vi.fn(async () => true);
    const { user, rerender } = page.render(
      '/',
      <PrepaidTenderChoice preview={offered} chosen={[]} choose={choose} busy={false} />,
    );
    const row = screen.getByTestId('tender-card-offer-51');
    expect(row.textContent).toContain('Balance ¥100.00');
    expect(row.querySelector('[data-testid="tender-card-offer-covers"]')?.textContent).toBe(
      'Usable on: Bread and Cakes',
    );
    expect(row.textContent).toContain('Can pay ¥28.00');
    expect(screen.getByTestId('tender-card-offer-52').textContent).toContain('Usable on any item');
    const none = screen.getByTestId('tender-card-offer-53');
    expect(none.textContent).toContain('This card covers none of the items in this order');
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: /Tea card/ }).disabled).toBe(true);
    // A prepaid card says nothing of what it covers: it pays anything.
    expect(
      screen.getByTestId('tender-card-offer-41').querySelector('[data-testid="tender-card-offer-covers"]'),
    ).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: /Bakery card/ }));
    expect(choose).toHaveBeenLastCalledWith([51]);
    const split = preview({
      chosen: [51],
      offers: [bakery, anything, teaOnly, gift],
      cardsPay: 28,
      rest: 27,
    });
    rerender(<PrepaidTenderChoice preview={split} chosen={[51]} choose={choose} busy={false} />);
    expect(screen.getByTestId('tender-card-offer-51').textContent).toContain('Pays ¥28.00');
    expect(definitions(screen.getByTestId('tender-split'))).toEqual({
      'Order total': '¥55.00',
      'Cards pay': '¥28.00',
      'Rest, by the payment method below': '¥27.00',
    });
  });
});
