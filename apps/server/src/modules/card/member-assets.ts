import { type CardKind, cardAssetKind, prepaidCardAssetKind, shoppingCardAssetKind } from '@shop/contracts';
import { fromMinor } from '@shop/domain';
import { and, eq, gt, gte, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { memberCards } from '../../db/schema/card.ts';
import type { MemberAssetProvider } from '../../platform/member-assets/member-assets.ts';

/** The member's cards still worth something at `now`: valid, not past their end, with times or money left. */
function heldCards(memberId: number, now: Date): SQL | undefined {
  return and(
    eq(memberCards.memberId, memberId),
    eq(memberCards.status, 'valid'),
    or(isNull(memberCards.validUntil), gt(memberCards.validUntil, now)),
    or(isNull(memberCards.timesLeft), gte(memberCards.timesLeft, 1)),
    or(isNull(memberCards.balance), gt(memberCards.balance, 0)),
  );
}

/**
 * The cards the member holds that are still worth something at `now` (decision 048) — what deregistration
 * forfeits — counted: a pass card with times left, a prepaid card with money on it.
 */
export const cardsAsset: MemberAssetProvider = {
  kind: cardAssetKind,
  async read(db, memberId, now) {
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(memberCards)
      .where(heldCards(memberId, now));
    return { kind: cardAssetKind, unit: 'count', amount: row?.n ?? 0, name: '卡' };
  },
};

/**
 * The money left on those of them that are prepaid cards, as money, as the balance is listed: deregistering
 * forfeits it like the balance, which a count of cards does not say (a card's worth is not its face value once
 * spent from). Printed cards nobody bound are nobody's yet; a refunded, disabled or ended card is worth nothing.
 */
export const prepaidCardsAsset: MemberAssetProvider = {
  kind: prepaidCardAssetKind,
  async read(db, memberId, now) {
    const amount = await moneyOn(db, memberId, 'prepaid', now);
    return { kind: prepaidCardAssetKind, unit: 'money', amount, name: '储值卡余额' };
  },
};

/** The money left on the member's shopping cards, as the prepaid cards' is listed (decision 063). */
export const shoppingCardsAsset: MemberAssetProvider = {
  kind: shoppingCardAssetKind,
  async read(db, memberId, now) {
    const amount = await moneyOn(db, memberId, 'shopping', now);
    return { kind: shoppingCardAssetKind, unit: 'money', amount, name: '购物卡余额' };
  },
};

/** The money (decimals) on the member's held cards of a money kind. */
async function moneyOn(db: DbOrTx, memberId: number, kind: CardKind, now: Date): Promise<number> {
  const [row] = await db
    .select({ money: sql<string>`coalesce(sum(${memberCards.balance}), 0)` })
    .from(memberCards)
    .where(and(eq(memberCards.kind, kind), heldCards(memberId, now)));
  return fromMinor(Number(row?.money ?? 0));
}
