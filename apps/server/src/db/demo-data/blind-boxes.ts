import type { Tx } from '../client.ts';
import { blindBoxItems, blindBoxSeries } from '../schema/marketing/blind-box.ts';
import { productImagePath } from './catalogue.ts';
import { tr } from './pointsmall.ts';

const DAY = 24 * 60 * 60 * 1000;

/** The pool: charms of the bakery's bakes, one of them the prize the guarantee gives after five draws without it. */
const charms = [
  {
    slug: 'butter-croissant',
    stock: 30,
    name: ['Croissant charm', ['Colgante de cruasán', '可颂挂件', '可頌掛件']],
  },
  {
    slug: 'cheese-danish',
    stock: 30,
    name: ['Danish charm', ['Colgante de danés', '丹麦酥挂件', '丹麥酥掛件']],
  },
  {
    slug: 'chocolate-chip-cookie',
    stock: 25,
    name: ['Cookie charm', ['Colgante de galleta', '曲奇挂件', '曲奇掛件']],
  },
  {
    slug: 'matcha-macarons',
    stock: 20,
    name: ['Macaron charm', ['Colgante de macaron', '马卡龙挂件', '馬卡龍掛件']],
  },
  {
    slug: 'chocolate-truffle-cake',
    stock: 3,
    prize: true,
    name: [
      'Golden truffle cake charm',
      ['Colgante dorado de tarta trufa', '金色松露蛋糕挂件', '金色松露蛋糕掛件'],
    ],
  },
] as const;

/**
 * The chain's blind box series (issue 30, decision 066), added once (a database with a series is left as it is):
 * ¥19 a box, on in every store for a year, five charms with the golden one guaranteed after five draws without it.
 */
export async function ensureDemoBlindBoxes(tx: Tx, now: Date): Promise<void> {
  const [has] = await tx.select({ id: blindBoxSeries.id }).from(blindBoxSeries).limit(1);
  if (has) return;
  const [series] = await tx
    .insert(blindBoxSeries)
    .values({
      storeId: null,
      name: 'Bakery charms',
      description:
        'Open a box to find one of five charms of our bakes. No golden cake after five boxes? The sixth is it.',
      translations: tr({
        name: ['Bakery charms', ['Colgantes de panadería', '烘焙挂件盲盒', '烘焙掛件盲盒']],
        description: [
          '',
          [
            'Abre una caja y encuentra uno de cinco colgantes de nuestros dulces. ¿Sin tarta dorada tras cinco cajas? La sexta lo es.',
            '打开盲盒，抽取五款烘焙挂件之一。连续五盒没抽到金色蛋糕？第六盒必得。',
            '打開盲盒，抽取五款烘焙掛件之一。連續五盒沒抽到金色蛋糕？第六盒必得。',
          ],
        ],
      }),
      image: productImagePath('chocolate-truffle-cake'),
      price: 1900,
      startsAt: new Date(now.getTime() - DAY),
      endsAt: new Date(now.getTime() + 365 * DAY),
      guaranteeAfter: 5,
      buyLimit: null,
      createdAt: now,
    })
    .returning({ id: blindBoxSeries.id });
  await tx.insert(blindBoxItems).values(
    charms.map((charm) => ({
      seriesId: series!.id,
      name: charm.name[0],
      translations: tr({ name: [charm.name[0], [...charm.name[1]]] }),
      image: productImagePath(charm.slug),
      prize: 'prize' in charm && charm.prize,
      total: charm.stock,
      remaining: charm.stock,
    })),
  );
}
