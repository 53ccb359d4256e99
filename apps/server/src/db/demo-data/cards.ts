import { eq } from 'drizzle-orm';
import type { Tx } from '../client.ts';
import { cardProducts } from '../schema/card.ts';
import { categories } from '../schema/catalog.ts';
import { tr } from './pointsmall.ts';
import { ensureDemoPrivilegeCard } from './privilege-cards.ts';

/**
 * The chain's cards (issue 29), added once (a database with a pass card product is left as it is): a 5-drink pass for
 * ¥60 — five milk teas of any store for the price of four — valid 90 days from purchase, two per member.
 */
export async function ensureDemoCards(tx: Tx, now: Date): Promise<void> {
  await ensureDemoPrivilegeCard(tx, now);
  const [has] = await tx
    .select({ id: cardProducts.id })
    .from(cardProducts)
    .where(eq(cardProducts.kind, 'pass'))
    .limit(1);
  if (has) return;
  // The stores' own milk tea categories: what one time of the pass covers wherever it is used.
  const milkTeas = await tx
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.name, 'Milk Tea'));
  await tx.insert(cardProducts).values({
    kind: 'pass',
    name: '5-drink pass',
    description:
      'Five milk teas for the price of four, in any of our stores. Valid for 90 days from purchase.',
    translations: tr({
      name: ['5-drink pass', ['Bono de 5 bebidas', '五杯畅饮卡', '五杯暢飲卡']],
      description: [
        '',
        [
          'Cinco tés con leche por el precio de cuatro, en cualquiera de nuestras tiendas. Válido 90 días desde la compra.',
          '四杯的价格喝五杯奶茶，全部门店通用。购买后90天内有效。',
          '四杯的價格喝五杯奶茶，全部門市通用。購買後90天內有效。',
        ],
      ],
    }),
    price: 6000,
    times: 5,
    validity: { mode: 'days', from: 'purchase', days: 90 },
    categoryIds: milkTeas.map((c) => c.id),
    buyLimit: 2,
    createdAt: now,
  });
}
