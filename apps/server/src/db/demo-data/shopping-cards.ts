import { eq } from 'drizzle-orm';
import type { Tx } from '../client.ts';
import { cardProducts } from '../schema/card.ts';
import { categories } from '../schema/catalog.ts';
import { tr } from './pointsmall.ts';

/**
 * The chain's shopping card (issue 29, decision 063), added once (a database with a shopping card product is left as
 * it is): a ¥100 bakery card sold for ¥95, spent only on the stores' bread, valid a year from purchase. At a
 * settlement it pays the loaves of an order and leaves the rest for the balance or a prepaid card.
 */
export async function ensureDemoShoppingCard(tx: Tx, now: Date): Promise<void> {
  const [has] = await tx
    .select({ id: cardProducts.id })
    .from(cardProducts)
    .where(eq(cardProducts.kind, 'shopping'))
    .limit(1);
  if (has) return;
  // Every store's own bread category: what the card pays for wherever it is used.
  const bread = await tx.select({ id: categories.id }).from(categories).where(eq(categories.name, 'Bread'));
  await tx.insert(cardProducts).values({
    kind: 'shopping',
    name: '¥100 bakery card',
    description: 'Pay ¥95, spend ¥100 on our bread in any of our stores. Valid for a year.',
    translations: tr({
      name: ['¥100 bakery card', ['Tarjeta de panadería de ¥100', '100元面包购物卡', '100元麵包購物卡']],
      description: [
        '',
        [
          'Paga ¥95 y gasta ¥100 en nuestro pan en cualquiera de nuestras tiendas. Válida un año.',
          '付95元，全部门店的面包可用100元，一年内有效。',
          '付95元，全部門市的麵包可用100元，一年內有效。',
        ],
      ],
    }),
    price: 9500,
    faceValue: 10_000,
    validity: { mode: 'days', from: 'purchase', days: 365 },
    categoryIds: bread.map((c) => c.id),
    sort: 20,
    createdAt: now,
  });
}
