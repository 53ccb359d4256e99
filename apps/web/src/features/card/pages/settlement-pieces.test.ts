import { describe, expect, it, vi } from 'vitest';
import type { SettlementSlot } from '../../checkout/index.ts';
import { registerCardSettlementPieces } from './settlement-pieces.ts';

// What the pass piece registers with checkout, caught here.
const registered = vi.hoisted(() => [] as SettlementSlot[]);
vi.mock('../../checkout/index.ts', () => ({
  registerSettlementSlot: (slot: SettlementSlot) => registered.push(slot),
}));
vi.mock('../components/pass-card-choice.tsx', () => ({ PassCardChoice: () => null }));
vi.mock('../components/pass-card-choice.css', () => ({}));

describe("the settlement's pass card piece", () => {
  it('drops its choice on every refusal placefast gives a chosen pass card', () => {
    registerCardSettlementPieces();
    expect(registered).toHaveLength(1);
    expect(registered[0]).toMatchObject({ key: 'card:pass', place: 'offers', field: 'cardIds' });
    // pass-offer.ts: requireChosen (not the member's), requireApplied (refusalOf, nothing covered), pass-take.ts.
    expect([...registered[0]!.staleOn!].sort()).toEqual([
      'CARD_DISABLED',
      'CARD_EXPIRED',
      'CARD_NOTHING_COVERED',
      'CARD_NOT_FOUND',
      'CARD_NOT_STARTED',
      'CARD_USED_UP',
      'CARD_WRONG_STORE',
    ]);
  });
});
