import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { StoreRow } from '../store/index.ts';
import { type HeldPass, heldPassesOf, refusalOf } from './pass-offer.ts';

/** A pass card the counter could use, as a refusal lists it for the till to choose: nothing secret (no number). */
export interface CounterCandidate {
  id: number;
  name: string;
  timesLeft: number;
  validUntil: string | null;
}

const candidateOf = (card: HeldPass): CounterCandidate => ({
  id: card.id,
  name: card.name,
  timesLeft: card.timesLeft,
  validUntil: card.validUntil?.toISOString() ?? null,
});

/**
 * The pass card a member's payment code uses at the counter (decision 065), read in the use's transaction: the
 * one the till asked for (CARD_NOT_FOUND when it is not the member's, its own refusal when it is not usable here
 * and now), else the member's single card usable in this store whatever it covers. With several the till must
 * choose: CARD_CHOICE_NEEDED lists them (Cards). With none, a member holding one card hears why it cannot serve.
 */
export async function counterPassOf(
  tx: DbOrTx,
  memberId: number,
  store: StoreRow,
  cardId: number | undefined,
  at: Date,
): Promise<HeldPass> {
  const held = await heldPassesOf(tx, memberId, cardId ?? null);
  if (cardId !== undefined) {
    const card = held[0];
    if (!card) throw new AppError('CARD_NOT_FOUND');
    const refusal = refusalOf(card, store, at);
    if (refusal) throw new AppError(refusal);
    return card;
  }
  const usable = held.filter((c) => refusalOf(c, store, at) === null);
  if (usable.length === 1) return usable[0]!;
  if (usable.length > 1) {
    const cards = usable.map(candidateOf);
    const listed = cards.map((c) => `#${c.id} ${c.name}`).join(', ');
    throw new AppError('CARD_CHOICE_NEEDED', { Cards: listed }, { Cards: cards });
  }
  const only = held.length === 1 ? refusalOf(held[0]!, store, at) : null;
  throw new AppError(only ?? 'CARD_NOT_FOUND');
}
