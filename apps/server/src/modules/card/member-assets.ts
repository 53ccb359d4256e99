import { cardAssetKind } from '@shop/contracts';
import { and, eq, gt, gte, isNull, or, sql } from 'drizzle-orm';
import { memberCards } from '../../db/schema/card.ts';
import type { MemberAssetProvider } from '../../platform/member-assets/member-assets.ts';

/**
 * The cards the member holds that are still worth something at `now` (decision 048): valid, not past their end,
 * with times left (a pass card) — what deregistration forfeits. Counted; a money card's balance joins its value
 * when those kinds come.
 */
export const cardsAsset: MemberAssetProvider = {
  kind: cardAssetKind,
  async read(db, memberId, now) {
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(memberCards)
      .where(
        and(
          eq(memberCards.memberId, memberId),
          eq(memberCards.status, 'valid'),
          or(isNull(memberCards.validUntil), gt(memberCards.validUntil, now)),
          or(isNull(memberCards.timesLeft), gte(memberCards.timesLeft, 1)),
        ),
      );
    return { kind: cardAssetKind, unit: 'count', amount: row?.n ?? 0, name: '卡' };
  },
};
