import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../client.ts';
import { products } from '../schema/catalog.ts';
import { bargainActivities } from '../schema/marketing/bargain.ts';
import { productImagePath } from './catalogue.ts';
import { tr } from './pointsmall.ts';

const DAY = 24 * 60 * 60 * 1000;
const CAKE = 'Strawberry Cream Cake 6"';

const text = tr({
  name: [
    'Strawberry cream cake bargain',
    ['Regateo de tarta de fresa y nata', '草莓奶油蛋糕砍价', '草莓奶油蛋糕砍價'],
  ],
  description: [
    '',
    [
      'Empieza en ¥88 y pide a tres amigos que rebajen el precio: con los tres, el pastel de 6" es tuyo por ¥58.',
      '¥88起砍，邀请三位好友帮你砍价：三刀砍到底，6寸蛋糕只要¥58。',
      '¥88起砍，邀請三位好友幫你砍價：三刀砍到底，6吋蛋糕只要¥58。',
    ],
  ],
});

/**
 * A bargain in every store of the chain (issue 30, decision 070), added once (a database with an activity is left
 * as it is): the store's 6-inch strawberry cake from ¥88 down to ¥58 in three friends' cuts of ¥5–¥15, open for a
 * year, each member's bargain running a day.
 */
export async function ensureDemoBargains(tx: Tx, storeIds: number[], now: Date): Promise<void> {
  const [has] = await tx.select({ id: bargainActivities.id }).from(bargainActivities).limit(1);
  if (has || storeIds.length === 0) return;
  const cakes = await tx
    .select({ id: products.id, storeId: products.storeId })
    .from(products)
    .where(and(inArray(products.storeId, storeIds), eq(products.name, CAKE)));
  await tx.insert(bargainActivities).values(
    storeIds.map((storeId) => ({
      storeId,
      productId: cakes.find((c) => c.storeId === storeId)?.id ?? null,
      name: 'Strawberry cream cake bargain',
      description:
        'Starts at ¥88: ask three friends to cut the price, and with all three the 6" cake is yours for ¥58.',
      translations: text,
      image: productImagePath('strawberry-cream-cake'),
      price: 8800,
      floor: 5800,
      helpers: 3,
      minCut: 500,
      maxCut: 1500,
      startsAt: new Date(now.getTime() - DAY),
      endsAt: new Date(now.getTime() + 365 * DAY),
      lastsMinutes: 24 * 60,
      createdAt: now,
    })),
  );
}
