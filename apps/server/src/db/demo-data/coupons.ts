import { type CouponValidity, openCouponConditions } from '@shop/domain';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../client.ts';
import { categories, products } from '../schema/catalog.ts';
import { couponCodes, couponTemplates } from '../schema/coupon.ts';
import { demoTranslations } from './demo-translations.ts';

/** The exchange code the README prints (single use; `npm run staff -- coupons codes <id> <n>` makes more). */
export const DEMO_EXCHANGE_CODE = 'AMBERTEA2026';

const anywhere = openCouponConditions();

const days = (n: number, from: 'receipt' | 'purchase' = 'receipt'): CouponValidity => ({
  mode: 'days',
  from,
  days: n,
});

type DemoTemplate = Omit<typeof couponTemplates.$inferInsert, 'createdAt' | 'translations'> & {
  description: string;
};

/** The chain's coupons (issue 14): every store honours them. Amounts in fen. */
const chainCoupons: DemoTemplate[] = [
  {
    name: 'New member gift: ¥5 off ¥20',
    description: 'Welcome! ¥5 off any order of ¥20 or more, for members before their first order.',
    rule: { kind: 'cash', backAmount: 500, requireAmount: 2000, ...anywhere },
    validity: days(30),
    total: 10_000,
    claimLimit: 1,
    newMembersOnly: true,
    transferable: false,
    sort: 0,
  },
  {
    name: 'Weekday afternoon 15% off',
    description: '15% off up to two items, Monday to Friday from 14:00 to 17:00.',
    rule: {
      kind: 'discount',
      rate: 85,
      maxDiscountableQuantity: 2,
      maxDiscount: null,
      requireAmount: 0,
      ...anywhere,
      weekdays: [1, 2, 3, 4, 5],
      timeSlots: [{ from: '14:00', to: '17:00' }],
    },
    validity: days(14),
    total: 5_000,
    claimLimit: 2,
    sort: 10,
  },
  {
    name: 'Free delivery over ¥30',
    description: 'The delivery fee is on us when your goods come to ¥30 or more.',
    rule: {
      kind: 'freight',
      freightOff: null,
      requireAmount: 3000,
      ...anywhere,
      scope: 'online',
      modes: ['package'],
    },
    validity: days(7),
    total: null,
    claimLimit: 3,
    sort: 20,
  },
  {
    name: '¥15 off ¥50 coupon pack',
    description: 'Buy for ¥9.90: ¥15 off any order of ¥50 or more, valid 30 days from purchase.',
    rule: { kind: 'cash', backAmount: 1500, requireAmount: 5000, ...anywhere },
    validity: days(30, 'purchase'),
    total: 1_000,
    claimLimit: null,
    buyLimit: 5,
    price: 990,
    sort: 40,
  },
  {
    name: 'Code gift: ¥10 off ¥30',
    description: '¥10 off any order of ¥30 or more, for the holders of an exchange code.',
    rule: { kind: 'cash', backAmount: 1000, requireAmount: 3000, ...anywhere },
    validity: days(30),
    total: null,
    claimLimit: null,
    showInCentre: false,
    sort: 50,
  },
];

/** One store's buy-one-get-one: a second Classic Pearl Milk Tea free with one bought (its products are the store's). */
async function storeCoupon(tx: Tx, storeId: number): Promise<DemoTemplate> {
  const [tea] = await tx
    .select({ id: products.id, price: products.price })
    .from(products)
    .where(and(eq(products.storeId, storeId), eq(products.name, 'Classic Pearl Milk Tea')));
  const [milkTea] = await tx
    .select({ id: categories.id })
    .from(categories)
    .where(and(eq(categories.storeId, storeId), eq(categories.name, 'Milk Tea')));
  if (!tea || !milkTea) throw new Error(`demo coupons: store ${storeId} has no Classic Pearl Milk Tea`);
  return {
    storeId,
    name: 'Buy one, get one pearl milk tea',
    description:
      'Buy a milk tea and get a Classic Pearl Milk Tea free. Share it with a friend: they type the code you get.',
    rule: {
      kind: 'gift',
      gift: { productId: tea.id, quantity: 1 },
      requireAmount: tea.price,
      ...anywhere,
      products: { rule: 'include', productIds: [], categoryIds: [milkTea.id] },
    },
    validity: days(14),
    total: 2_000,
    claimLimit: 1,
    needsTransferCode: true,
    sort: 30,
  };
}

/**
 * The demo coupons, added once (a database with any coupon template is left as it is): the chain's, each store's
 * buy-one-get-one, and the README's exchange code, in four languages.
 */
export async function ensureDemoCoupons(tx: Tx, storeIds: number[], now: Date): Promise<void> {
  const [has] = await tx.select({ id: couponTemplates.id }).from(couponTemplates).limit(1);
  if (has) return;
  // One after another: a transaction is one connection, which runs one query at a time (pg 9 refuses more).
  const perStore = [];
  for (const id of storeIds) perStore.push(await storeCoupon(tx, id));
  const rows = await tx
    .insert(couponTemplates)
    .values(
      [...chainCoupons, ...perStore].map((t) => ({
        ...t,
        remaining: t.total ?? null,
        translations: demoTranslations({ name: t.name, description: t.description }),
        createdAt: now,
      })),
    )
    .returning({ id: couponTemplates.id, name: couponTemplates.name });
  const codeGift = rows.find((r) => r.name === 'Code gift: ¥10 off ¥30')!;
  await tx.insert(couponCodes).values({ code: DEMO_EXCHANGE_CODE, templateId: codeGift.id, createdAt: now });
}
