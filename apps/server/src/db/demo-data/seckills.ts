import { and, eq, inArray, or } from 'drizzle-orm';
import type { Tx } from '../client.ts';
import { products } from '../schema/catalog.ts';
import { seckillSessions } from '../schema/marketing/seckill.ts';
import { productImagePath } from './catalogue.ts';
import { tr } from './pointsmall.ts';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/** The two demo sales: one on now, one opening tomorrow (its countdown), each a bakery product at about half price. */
const sales = [
  {
    product: 'Portuguese Egg Tart',
    slug: 'portuguese-egg-tart',
    price: 900,
    seckillPrice: 500,
    opensIn: -DAY,
    lasts: 365 * DAY,
    name: ['Egg tart flash sale', ['Oferta relámpago de tartas de huevo', '蛋挞限时秒杀', '蛋撻限時秒殺']],
    description: [
      'Fresh from the oven at ¥5 instead of ¥9 while they last: two per member.',
      [
        'Recién salidas del horno a ¥5 en lugar de ¥9 hasta agotar existencias: dos por miembro.',
        '新鲜出炉，原价¥9秒杀价¥5，售完即止，每人限购两个。',
        '新鮮出爐，原價¥9秒殺價¥5，售完即止，每人限購兩個。',
      ],
    ],
  },
  {
    product: 'Butter Croissant',
    slug: 'butter-croissant',
    price: 1200,
    seckillPrice: 600,
    opensIn: DAY,
    lasts: 2 * HOUR,
    name: ['Croissant flash sale', ['Oferta relámpago de cruasanes', '可颂限时秒杀', '可頌限時秒殺']],
    description: [
      'Tomorrow for two hours: butter croissants at half price, two per member.',
      [
        'Mañana durante dos horas: cruasanes de mantequilla a mitad de precio, dos por miembro.',
        '明天限时两小时：黄油可颂半价，每人限购两个。',
        '明天限時兩小時：奶油可頌半價，每人限購兩個。',
      ],
    ],
  },
] as const;

/**
 * The demo flash sales in every store of the chain (issue 30, decision 069), added once (a database with a session
 * is left as it is): 50 egg tarts at ¥5 on now, and croissants at half price opening tomorrow.
 */
export async function ensureDemoSeckills(tx: Tx, storeIds: number[], now: Date): Promise<void> {
  const [has] = await tx.select({ id: seckillSessions.id }).from(seckillSessions).limit(1);
  if (has || storeIds.length === 0) return;
  const found = await tx
    .select({ id: products.id, storeId: products.storeId, name: products.name })
    .from(products)
    .where(and(inArray(products.storeId, storeIds), or(...sales.map((s) => eq(products.name, s.product)))));
  await tx.insert(seckillSessions).values(
    storeIds.flatMap((storeId) =>
      sales.map((s) => ({
        storeId,
        productId: found.find((p) => p.storeId === storeId && p.name === s.product)?.id ?? null,
        name: s.name[0],
        description: s.description[0],
        translations: tr({
          name: [s.name[0], [...s.name[1]]],
          description: [s.description[0], [...s.description[1]]],
        }),
        image: productImagePath(s.slug),
        price: s.price,
        seckillPrice: s.seckillPrice,
        stock: 50,
        remaining: 50,
        perOrderLimit: 2,
        perMemberLimit: 2,
        startsAt: new Date(now.getTime() + s.opensIn),
        endsAt: new Date(now.getTime() + s.opensIn + s.lasts),
        createdAt: now,
      })),
    ),
  );
}
