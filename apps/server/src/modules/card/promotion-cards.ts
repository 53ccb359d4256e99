import type { PromotionCardOut } from '@shop/contracts';
import type { Locale } from '@shop/domain';
import { and, desc, eq, isNull, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { cardProducts, memberCards } from '../../db/schema/card.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { promotionShownById } from '../marketing/index.ts';
import { memberCardOut } from './cards.ts';
import { buyerFor, type CardProductRow, productOuts } from './products.ts';
import { cardTab } from './validity.ts';

/** The promotion card product a code opens in a store (its own or the chain's); CARD_PRODUCT_NOT_FOUND otherwise. */
export async function requirePromotionProduct(
  db: Db,
  storeId: number,
  code: string,
): Promise<CardProductRow> {
  const [row] = await db
    .select()
    .from(cardProducts)
    .where(
      and(
        eq(cardProducts.code, code.toUpperCase()),
        eq(cardProducts.kind, 'promotion'),
        or(isNull(cardProducts.storeId), eq(cardProducts.storeId, storeId)),
      ),
    );
  if (!row) throw new AppError('CARD_PRODUCT_NOT_FOUND');
  return row;
}

/** The member's card of the product to show: their newest usable one, else their newest; null for none. */
async function heldCard(db: Db, memberId: number, product: CardProductRow, now: Date, locale: Locale) {
  const rows = await db
    .select()
    .from(memberCards)
    .where(and(eq(memberCards.memberId, memberId), eq(memberCards.productId, product.id)))
    .orderBy(desc(memberCards.id))
    .limit(20);
  const outs = rows.map((card) => memberCardOut({ card, product }, now, locale));
  return outs.find((out) => cardTab(out.state) === 'usable') ?? outs[0] ?? null;
}

/**
 * Card/PromotionCardDetails (couponPromotionCardDetails?code=): the product a code opens with whether the caller
 * can get one now, the promotion it unlocks, and the caller's card of it.
 */
export async function promotionCardDetails(
  db: Db,
  store: { id: number; zone: string },
  memberId: number | null,
  code: string,
  now: Date,
  locale: Locale,
): Promise<PromotionCardOut> {
  const row = await requirePromotionProduct(db, store.id, code);
  const shown =
    row.promotionId === null ? null : await promotionShownById(db, store.id, row.promotionId, now, locale);
  // The schema's CHECK makes a promotion product name its promotion, and the reference keeps it.
  if (!shown) throw new Error(`promotion card product ${row.id} without its promotion`);
  const buyer = await buyerFor(db, memberId, [row.id], now);
  return {
    code: row.code ?? code,
    product: productOuts([row], buyer, now, store.zone, locale)[0]!,
    promotion: shown.promotion,
    promotionActive: shown.active,
    card: memberId === null ? null : await heldCard(db, memberId, row, now, locale),
  };
}
