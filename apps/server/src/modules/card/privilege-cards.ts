import type { CardRecordOut, PrivilegeCardOut, PrivilegeProductOut } from '@shop/contracts';
import type { Locale } from '@shop/domain';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { privilegeCards } from '../../db/schema/card/privilege.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { type CardNames, cardDetailOut, requireMemberCard } from './cards.ts';
import { grantsOf } from './privilege-grant.ts';
import { privilegeDaysLeft } from './privilege-period.ts';
import { termsOf, termsOuts } from './privilege-terms.ts';
import { type CardBuyer, type CardProductRow, productOuts } from './products.ts';

/** Privilege products as on sale, each with its terms; one without terms is left out (it is not sold). */
export async function privilegeProductOuts(
  db: DbOrTx,
  rows: readonly CardProductRow[],
  buyer: CardBuyer | null,
  now: Date,
  zone: string,
  locale: Locale,
): Promise<PrivilegeProductOut[]> {
  const terms = await termsOuts(
    db,
    [
      ...(
        await termsOf(
          db,
          rows.map((r) => r.id),
        )
      ).values(),
    ],
    locale,
  );
  return productOuts(rows, buyer, now, zone, locale).flatMap((product) => {
    const privilege = terms.get(product.id);
    return privilege ? [{ ...product, privilege }] : [];
  });
}

/** One of the member's privilege cards with its product; CARD_NOT_FOUND for another's, another kind or none. */
export async function requirePrivilegeCard(db: DbOrTx, memberId: number, id: number) {
  const row = await requireMemberCard(db, memberId, id);
  const [period] = await db.select().from(privilegeCards).where(eq(privilegeCards.cardId, id));
  if (row.card.kind !== 'privilege' || !period) throw new AppError('CARD_NOT_FOUND');
  return { ...row, period };
}

export interface PrivilegePageParts {
  names: CardNames;
  records: { records: CardRecordOut[]; total: number };
  buyer: CardBuyer | null;
  now: Date;
  locale: Locale;
}

/**
 * A privilege card's page: the card's page, its terms, the months bought, the days left on the card's calendar,
 * the months given their coupons, the next one's start, and its product as on sale again (renewal).
 */
export async function privilegeCardOut(
  db: DbOrTx,
  held: Awaited<ReturnType<typeof requirePrivilegeCard>>,
  parts: PrivilegePageParts,
): Promise<PrivilegeCardOut> {
  const { card, product, period } = held;
  const { now, locale } = parts;
  const [renewal] = await privilegeProductOuts(db, [product], parts.buyer, now, card.zone, locale);
  if (!renewal) throw new Error(`privilege card ${card.id} of a product without terms`);
  const grants = await grantsOf(db, card.id);
  const running = card.status === 'valid' && period.nextSeq < period.months;
  return {
    ...(await cardDetailOut(held, parts.names, parts.records, now, locale)),
    privilege: renewal.privilege,
    months: period.months,
    daysLeft:
      card.validUntil && card.status === 'valid' ? privilegeDaysLeft(card.validUntil, now, card.zone) : 0,
    grants: grants.map((g) => ({
      seq: g.seq,
      periodStart: g.periodStart.toISOString(),
      at: g.at.toISOString(),
      coupons: g.couponIds.length,
    })),
    nextGrantAt: running ? period.nextGrantAt.toISOString() : null,
    renewal,
  };
}
