import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Tx } from '../client.ts';
import { privilegeTerms } from '../schema/card/privilege.ts';
import { cardProducts } from '../schema/card.ts';
import { couponTemplates } from '../schema/coupon.ts';
import { tr } from './pointsmall.ts';

/** The chain coupons (demo-data/coupons.ts) a Tea Club month gives, one each. */
const monthlyCoupons = ['Weekday afternoon 15% off', 'Free delivery over ¥30'];

/**
 * The chain's privilege card (issue 29), added once (a database with a privilege card product is left as it is): the
 * Tea Club, ¥19.90 a month, giving each month a weekday-afternoon 15% off coupon and a free-delivery coupon, and 5%
 * off every order of a holder in the chain's stores (discountRate 95: the card's order offer, after the promotions
 * and coupons, modules/card/privilege-offer.ts, decision 060).
 */
export async function ensureDemoPrivilegeCard(tx: Tx, now: Date): Promise<void> {
  const [has] = await tx
    .select({ id: cardProducts.id })
    .from(cardProducts)
    .where(eq(cardProducts.kind, 'privilege'))
    .limit(1);
  if (has) return;
  const templates = await tx
    .select({ id: couponTemplates.id, name: couponTemplates.name })
    .from(couponTemplates)
    .where(and(isNull(couponTemplates.storeId), inArray(couponTemplates.name, monthlyCoupons)));
  const [product] = await tx
    .insert(cardProducts)
    .values({
      kind: 'privilege',
      name: 'Tea Club monthly card',
      description:
        'A month of Tea Club: every month a weekday-afternoon 15% off coupon and a free-delivery coupon. Renew before it ends and the new month follows on.',
      translations: tr({
        name: ['Tea Club monthly card', ['Tarjeta mensual Tea Club', '茶友会月卡', '茶友會月卡']],
        description: [
          '',
          [
            'Un mes de Tea Club: cada mes, un cupón del 15% de descuento para tardes entre semana y un cupón de envío gratis. Renueva antes de que termine y el nuevo mes sigue al actual.',
            '茶友会一个月：每月送一张工作日下午85折券和一张免配送费券。到期前续费，新的一个月接着当前月份开始。',
            '茶友會一個月：每月送一張平日下午85折券和一張免外送費券。到期前續費，新的一個月接著目前月份開始。',
          ],
        ],
      }),
      price: 1990,
      // The longest a month can be; the card's own end is its month on the store's calendar.
      validity: { mode: 'days', from: 'purchase', days: 31 },
      sort: 20,
      createdAt: now,
    })
    .returning({ id: cardProducts.id });
  await tx.insert(privilegeTerms).values({
    productId: product!.id,
    periodMonths: 1,
    coupons: monthlyCoupons.flatMap((name) => {
      const template = templates.find((t) => t.name === name);
      return template ? [{ templateId: template.id, count: 1 }] : [];
    }),
    discountRate: 95,
  });
}
