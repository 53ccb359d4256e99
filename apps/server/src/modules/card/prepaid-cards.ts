import { and, inArray, ne } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { cardEntries } from '../../db/schema/card.ts';

/**
 * Whether any of these prepaid cards moved after its purchase (spent, topped up, transferred): a purchase refund
 * gives the whole price back, so it is refused then, as for a used pass card. Read under the cards' row locks.
 */
export async function prepaidMoved(tx: Tx, cards: readonly { id: number; kind: string }[]): Promise<boolean> {
  const ids = cards.filter((c) => c.kind === 'prepaid' || c.kind === 'shopping').map((c) => c.id);
  if (ids.length === 0) return false;
  const [moved] = await tx
    .select({ id: cardEntries.id })
    .from(cardEntries)
    .where(and(inArray(cardEntries.cardId, ids), ne(cardEntries.reason, 'purchase')))
    .limit(1);
  return moved !== undefined;
}
