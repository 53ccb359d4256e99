import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../client.ts';
import { products } from '../schema/catalog.ts';
import { groupBuyActivities } from '../schema/marketing/group-buy.ts';
import { productImagePath } from './catalogue.ts';
import { tr } from './pointsmall.ts';

const DAY = 24 * 60 * 60 * 1000;
const MOUSSE = 'Mango Mousse Slice';

const text = tr({
  name: ['Mango mousse for two', ['Mousse de mango para dos', '芒果慕斯两人团', '芒果慕斯兩人團']],
  description: [
    '',
    [
      'Abre un grupo o únete a uno: cuando dos personas pagan en 24 horas, cada una se lleva su porción por ¥19. Si el grupo no se completa, te devolvemos el dinero automáticamente.',
      '开团或参团：24小时内两人付款即成团，每人¥19带走一块。未成团自动原路退款。',
      '開團或參團：24小時內兩人付款即成團，每人¥19帶走一塊。未成團自動原路退款。',
    ],
  ],
});

/**
 * A group buy in every store of the chain (issue 30, decision 068), added once (a database with one is left as it
 * is): the store's mango mousse slice, ¥29, at ¥19 for groups of two paid within a day, refunded when unfilled.
 */
export async function ensureDemoGroupBuys(tx: Tx, storeIds: number[], now: Date): Promise<void> {
  const [has] = await tx.select({ id: groupBuyActivities.id }).from(groupBuyActivities).limit(1);
  if (has || storeIds.length === 0) return;
  const mousses = await tx
    .select({ id: products.id, storeId: products.storeId })
    .from(products)
    .where(and(inArray(products.storeId, storeIds), eq(products.name, MOUSSE)));
  await tx.insert(groupBuyActivities).values(
    storeIds.map((storeId) => ({
      storeId,
      productId: mousses.find((m) => m.storeId === storeId)?.id ?? null,
      name: 'Mango mousse for two',
      description:
        'Open a group or join one: when two people pay within 24 hours, each takes a slice home for ¥19. A group that does not fill is refunded automatically.',
      translations: text,
      image: productImagePath('mango-mousse-slice'),
      price: 2900,
      groupPrice: 1900,
      size: 2,
      limitMinutes: 24 * 60,
      startsAt: new Date(now.getTime() - DAY),
      endsAt: new Date(now.getTime() + 365 * DAY),
      createdAt: now,
    })),
  );
}
