import type { PromotionRule } from '@shop/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../client.ts';
import { categories, products } from '../schema/catalog.ts';
import { promotions } from '../schema/marketing.ts';
import { demoTranslations } from './demo-translations.ts';

const DAY = 24 * 60 * 60 * 1000;
const anyTime = {
  weekdays: [] as number[],
  timeSlots: [] as Array<{ from: string; to: string }>,
  stackableWithCoupons: true,
  levelIds: [] as number[],
  newMembersOnly: false,
};
const allProducts = { rule: 'all' } as const;

/** Names in the demo menu (catalogue*.ts) that the promotions point at, per store. */
interface StoreMenu {
  category: (name: string) => number;
  product: (name: string) => number;
}

/** The demo promotions of one store (issue 14): the six the README names. Amounts in fen. */
function demoPromotions(menu: StoreMenu): Array<{ name: string; description: string; rule: PromotionRule }> {
  const drinks = ['Milk Tea', 'Fruit Tea', 'Coffee'].map(menu.category);
  return [
    {
      name: 'Weekday afternoon drinks 20% off',
      description: 'Every drink at 80% of its price, Monday to Friday from 14:00 to 17:00.',
      rule: {
        t: 'PromotionProductDiscount',
        ...anyTime,
        products: { rule: 'include', productIds: [], categoryIds: drinks },
        weekdays: [1, 2, 3, 4, 5],
        timeSlots: [{ from: '14:00', to: '17:00' }],
        rate: 80,
        unitLimit: null,
      },
    },
    {
      name: 'Second milk tea half price',
      description: 'Every second cup of the same milk tea costs half.',
      rule: {
        t: 'PromotionSecondProductHalfPrice',
        ...anyTime,
        products: { rule: 'include', productIds: [], categoryIds: [menu.category('Milk Tea')] },
        nth: 2,
        rate: 50,
      },
    },
    {
      name: 'Spend ¥50, save ¥8',
      description: '¥8 off when your goods come to ¥50 or more.',
      rule: {
        t: 'PromotionCashBack',
        ...anyTime,
        products: allProducts,
        tiers: [{ requireAmount: 5_000, backAmount: 800 }],
        repeat: false,
        maxBack: null,
      },
    },
    {
      name: 'Free egg tart over ¥80',
      description: 'A Portuguese egg tart on the house when your goods come to ¥80 or more.',
      rule: {
        t: 'PromotionGift',
        ...anyTime,
        products: allProducts,
        requireAmount: 8_000,
        productId: menu.product('Portuguese Egg Tart'),
        quantity: 1,
      },
    },
    {
      name: 'Add a cookie for ¥3',
      description: 'Spend ¥30 and add a chocolate chip cookie for ¥3.',
      rule: {
        t: 'PromotionProductRedemption',
        ...anyTime,
        products: allProducts,
        requireAmount: 3_000,
        productId: menu.product('Chocolate Chip Cookie'),
        price: 300,
        quantity: 1,
      },
    },
    {
      name: 'Latte and croissant for ¥28',
      description: 'A caffè latte with a butter croissant, together for ¥28.',
      rule: {
        t: 'PromotionCombo',
        ...anyTime,
        products: {
          rule: 'include',
          productIds: [menu.product('Caffè Latte'), menu.product('Butter Croissant')],
          categoryIds: [],
        },
        items: [
          { productId: menu.product('Caffè Latte'), quantity: 1 },
          { productId: menu.product('Butter Croissant'), quantity: 1 },
        ],
        price: 2_800,
      },
    },
  ];
}

async function storeMenu(tx: Tx, storeId: number): Promise<StoreMenu> {
  const cats = await tx
    .select({ id: categories.id, name: categories.name })
    .from(categories)
    .where(eq(categories.storeId, storeId));
  const named = ['Portuguese Egg Tart', 'Chocolate Chip Cookie', 'Caffè Latte', 'Butter Croissant'];
  const prods = await tx
    .select({ id: products.id, name: products.name })
    .from(products)
    .where(and(eq(products.storeId, storeId), inArray(products.name, named)));
  const find = (rows: Array<{ id: number; name: string }>, what: string) => (name: string) => {
    const row = rows.find((r) => r.name === name);
    if (!row) throw new Error(`demo promotions: no ${what} "${name}" in store ${storeId}`);
    return row.id;
  };
  return { category: find(cats, 'category'), product: find(prods, 'product') };
}

/**
 * The demo promotions, each store's added once (a store with any promotion is left as it is): running from a day
 * before the load for a year, in four languages.
 */
export async function ensureDemoPromotions(tx: Tx, storeIds: number[], now: Date): Promise<void> {
  for (const storeId of storeIds) {
    const [has] = await tx
      .select({ id: promotions.id })
      .from(promotions)
      .where(eq(promotions.storeId, storeId))
      .limit(1);
    if (has) continue;
    const list = demoPromotions(await storeMenu(tx, storeId));
    await tx.insert(promotions).values(
      list.map((p, sort) => ({
        storeId,
        type: p.rule.t,
        name: p.name,
        description: p.description,
        translations: demoTranslations({ name: p.name, description: p.description }),
        rule: p.rule as unknown as Record<string, unknown>,
        startsAt: new Date(now.getTime() - DAY),
        endsAt: new Date(now.getTime() + 365 * DAY),
        sort,
      })),
    );
  }
}
