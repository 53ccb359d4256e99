import type { PromotionRule } from '@shop/domain';
import { eq, inArray } from 'drizzle-orm';
import type { Tx } from '../client.ts';
import { cardProducts } from '../schema/card.ts';
import { categories } from '../schema/catalog.ts';
import { promotions } from '../schema/marketing.ts';
import { tr } from './pointsmall.ts';

const DAY = 24 * 60 * 60 * 1000;

/** The code the demo promotion card is opened by (couponPromotionCardDetails?code=SPRING26). */
export const DEMO_PROMOTION_CARD_CODE = 'SPRING26';

const promotionTexts = {
  name: [
    'Spring tea club: 25% off tea drinks',
    ['Club del té de primavera: 25 % de descuento en tés', '春季茶友会：茶饮7.5折', '春季茶友會：茶飲7.5折'],
  ],
  description: [
    'For holders of the Spring tea club card: every milk tea and fruit tea at 75% of its price.',
    [
      'Para quien tiene la tarjeta del club del té de primavera: todos los tés con leche y tés de frutas al 75 % de su precio.',
      '持春季茶友卡的会员专享：所有奶茶和果茶7.5折。',
      '持春季茶友卡的會員專享：所有奶茶和果茶7.5折。',
    ],
  ],
} satisfies Parameters<typeof tr>[0];

const cardTexts = {
  name: ['Spring tea club card', ['Tarjeta del club del té de primavera', '春季茶友卡', '春季茶友卡']],
  description: [
    'Free to get: while you hold it, milk teas and fruit teas are 25% off in every store. One per member, valid 90 days.',
    [
      'Gratis: mientras la tengas, los tés con leche y los tés de frutas tienen un 25 % de descuento en todas las tiendas. Una por socio, válida 90 días.',
      '免费领取：持卡期间，所有门店的奶茶和果茶7.5折。每位会员限领一张，90天内有效。',
      '免費領取：持卡期間，所有門市的奶茶和果茶7.5折。每位會員限領一張，90天內有效。',
    ],
  ],
} satisfies Parameters<typeof tr>[0];

/**
 * The chain's promotion card (issue 29, decision 064), added once (a database with a promotion card product is left
 * as it is): an unlocked-only promotion of every store — milk teas and fruit teas at 75% — and the free card that
 * unlocks it, opened by the code SPRING26 (a notification's deep link), one per member, valid 90 days from getting it.
 */
export async function ensureDemoPromotionCard(tx: Tx, now: Date): Promise<void> {
  const [has] = await tx
    .select({ id: cardProducts.id })
    .from(cardProducts)
    .where(eq(cardProducts.kind, 'promotion'))
    .limit(1);
  if (has) return;
  // Every store's own tea categories: the chain's promotion selects them all.
  const teas = await tx
    .select({ id: categories.id })
    .from(categories)
    .where(inArray(categories.name, ['Milk Tea', 'Fruit Tea']));
  // 25% off, so that it beats the demo's weekday-afternoon 20% off drinks (a unit takes the best line promotion).
  const rule: PromotionRule = {
    t: 'PromotionProductDiscount',
    products: { rule: 'include', productIds: [], categoryIds: teas.map((c) => c.id) },
    weekdays: [],
    timeSlots: [],
    stackableWithCoupons: true,
    levelIds: [],
    newMembersOnly: false,
    unlockedOnly: true,
    rate: 75,
    unitLimit: null,
  };
  const [promotion] = await tx
    .insert(promotions)
    .values({
      storeId: null,
      type: rule.t,
      name: promotionTexts.name[0],
      description: promotionTexts.description[0],
      translations: tr(promotionTexts),
      rule: rule as unknown as Record<string, unknown>,
      startsAt: new Date(now.getTime() - DAY),
      endsAt: new Date(now.getTime() + 365 * DAY),
    })
    .returning({ id: promotions.id });
  await tx.insert(cardProducts).values({
    kind: 'promotion',
    name: cardTexts.name[0],
    description: cardTexts.description[0],
    translations: tr(cardTexts),
    price: 0,
    code: DEMO_PROMOTION_CARD_CODE,
    promotionId: promotion!.id,
    validity: { mode: 'days', from: 'purchase', days: 90 },
    buyLimit: 1,
    sort: 30,
    createdAt: now,
  });
}
