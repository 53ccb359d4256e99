import type { Locale, PointsRule, Translations } from '@shop/domain';
import { openCouponConditions } from '@shop/domain';
import { inArray } from 'drizzle-orm';
import type { Tx } from '../client.ts';
import { couponTemplates } from '../schema/coupon.ts';
import { giftPackages } from '../schema/gift.ts';
import { customerCategories } from '../schema/level.ts';
import { pointsmallCategories, pointsmallProducts } from '../schema/pointsmall.ts';
import { productImagePath } from './catalogue.ts';

type Words = [es: string, zhCN: string, zhHant: string];

/** A text's translations, for demo rows that are not the menu's (the points mall's, the gift packages'): demo-translations.ts stays the menu's. */
export function tr<F extends string>(fields: Record<F, [string, Words]>): Translations<Record<F, string>> {
  const out: Partial<Record<Locale, Partial<Record<F, string>>>> = {};
  for (const [field, [, words]] of Object.entries(fields) as Array<[F, [string, Words]]>) {
    (['es', 'zh-CN', 'zh-Hant'] as const).forEach((locale, i) => {
      out[locale] = { ...out[locale], [field]: words[i] };
    });
  }
  return out as Translations<Record<F, string>>;
}

const shelves = {
  drinks: ['Drinks', ['Bebidas', '饮品', '飲品']],
  treats: ['Treats', ['Dulces', '点心', '點心']],
  coupons: ['Coupons', ['Cupones', '优惠券', '優惠券']],
  packages: ['Gift packages', ['Paquetes de regalo', '礼包', '禮包']],
} satisfies Record<string, [string, Words]>;

/** The coupons only the points mall gives: hidden from the coupon centre. */
const mallCoupons: Array<{
  name: [string, Words];
  description: [string, Words];
  backAmount: number;
  requireAmount: number;
}> = [
  {
    name: [
      'Points mall: ¥5 off ¥20',
      ['Tienda de puntos: 5 ¥ menos en 20 ¥', '积分商城：满20减5', '積分商城：滿20折5'],
    ],
    description: [
      '¥5 off any order of ¥20 or more, exchanged for points.',
      [
        '5 ¥ de descuento en pedidos desde 20 ¥, canjeado por puntos.',
        '订单满20元减5元，积分兑换。',
        '訂單滿20元折5元，積分兌換。',
      ],
    ],
    backAmount: 500,
    requireAmount: 2000,
  },
  {
    name: [
      'Points mall: ¥10 off ¥30',
      ['Tienda de puntos: 10 ¥ menos en 30 ¥', '积分商城：满30减10', '積分商城：滿30折10'],
    ],
    description: [
      '¥10 off any order of ¥30 or more, exchanged for points and ¥1.',
      [
        '10 ¥ de descuento en pedidos desde 30 ¥, canjeado por puntos y 1 ¥.',
        '订单满30元减10元，积分加1元兑换。',
        '訂單滿30元折10元，積分加1元兌換。',
      ],
    ],
    backAmount: 1000,
    requireAmount: 3000,
  },
];

interface DemoProduct {
  shelf: keyof typeof shelves;
  kind: 'goods' | 'coupon' | 'package';
  name: [string, Words];
  description: [string, Words];
  image?: string;
  coupon?: number;
  /** A package product's gift package, by its name in the demo's gift packages (gifts.ts). */
  pack?: string;
  rules: PointsRule[];
  stock: number;
  perPersonLimit?: number;
  levels?: string[];
}

const products: DemoProduct[] = [
  {
    shelf: 'drinks',
    kind: 'goods',
    name: ['Classic Pearl Milk Tea', ['Té con leche y perlas clásico', '经典珍珠奶茶', '經典珍珠奶茶']],
    description: [
      'A regular cup, picked up at the counter with your exchange number.',
      [
        'Un vaso normal; recógelo en el mostrador con tu número de canje.',
        '中杯一杯，凭兑换单号到柜台领取。',
        '中杯一杯，憑兌換單號至櫃檯領取。',
      ],
    ],
    image: 'classic-pearl-milk-tea',
    rules: [
      { points: 600, price: 0 },
      { points: 300, price: 600 },
    ],
    stock: 500,
    perPersonLimit: 2,
  },
  {
    shelf: 'treats',
    kind: 'goods',
    name: ['Portuguese Egg Tart', ['Tartaleta de huevo portuguesa', '葡式蛋挞', '葡式蛋塔']],
    description: [
      'One warm egg tart, picked up at the counter.',
      [
        'Una tartaleta de huevo caliente, para recoger en el mostrador.',
        '热蛋挞一个，到柜台领取。',
        '熱蛋塔一個，至櫃檯領取。',
      ],
    ],
    image: 'portuguese-egg-tart',
    rules: [{ points: 200, price: 0 }],
    stock: 300,
  },
  {
    shelf: 'treats',
    kind: 'goods',
    name: ['Pineapple Cake Gift Box', ['Caja de pasteles de piña', '凤梨酥礼盒', '鳳梨酥禮盒']],
    description: [
      'Six pineapple cakes in a gift box, for Gold and Black Gold members.',
      [
        'Seis pasteles de piña en caja de regalo, para socios Oro y Oro Negro.',
        '六枚装凤梨酥礼盒，黄金及黑金会员专享。',
        '六入鳳梨酥禮盒，黃金及黑金會員專享。',
      ],
    ],
    image: 'pineapple-cake',
    rules: [{ points: 1500, price: 0 }],
    stock: 50,
    perPersonLimit: 1,
    levels: ['gold', 'black_gold'],
  },
  {
    shelf: 'coupons',
    kind: 'coupon',
    name: ['¥5 off ¥20 coupon', ['Cupón de 5 ¥ menos en 20 ¥', '满20减5优惠券', '滿20折5優惠券']],
    description: [
      'A coupon for ¥5 off any order of ¥20 or more, valid 30 days.',
      [
        'Un cupón de 5 ¥ de descuento en pedidos desde 20 ¥, válido 30 días.',
        '满20元减5元优惠券，30天有效。',
        '滿20元折5元優惠券，30天有效。',
      ],
    ],
    coupon: 0,
    rules: [{ points: 100, price: 0 }],
    stock: 1000,
    perPersonLimit: 5,
  },
  {
    shelf: 'coupons',
    kind: 'coupon',
    name: ['¥10 off ¥30 coupon', ['Cupón de 10 ¥ menos en 30 ¥', '满30减10优惠券', '滿30折10優惠券']],
    description: [
      'A coupon for ¥10 off any order of ¥30 or more, for points and ¥1.',
      [
        'Un cupón de 10 ¥ de descuento en pedidos desde 30 ¥, por puntos y 1 ¥.',
        '满30元减10元优惠券，积分加1元兑换。',
        '滿30元折10元優惠券，積分加1元兌換。',
      ],
    ],
    coupon: 1,
    rules: [{ points: 150, price: 100 }],
    stock: 500,
    perPersonLimit: 3,
  },
  {
    shelf: 'packages',
    kind: 'package',
    name: ['Tea lover box', ['Caja para amantes del té', '茶友礼盒', '茶友禮盒']],
    description: [
      'Two drink vouchers, a weekday 15% off coupon and 50 points back, delivered at once.',
      [
        'Dos vales de bebida, un cupón de 15 % entre semana y 50 puntos de vuelta, entregados al momento.',
        '两张饮品券、一张工作日85折券，再返50积分，兑换后立即到账。',
        '兩張飲品券、一張平日85折券，再回饋50積分，兌換後立即入帳。',
      ],
    ],
    pack: 'Tea lover box',
    rules: [{ points: 900, price: 0 }],
    stock: 100,
    perPersonLimit: 1,
  },
];

/**
 * The demo points mall (issue 16, decision 035), added once (a database with any points product is left as it is):
 * the chain's shelves, two coupons only the mall gives, a milk tea by points or points + money, an egg tart, a
 * gift box for Gold and Black Gold members, the gift area's tea lover box, in four languages.
 */
export async function ensureDemoPointsmall(tx: Tx, now: Date): Promise<void> {
  const [has] = await tx.select({ id: pointsmallProducts.id }).from(pointsmallProducts).limit(1);
  if (has) return;
  const shelfRows = await tx
    .insert(pointsmallCategories)
    .values(
      Object.values(shelves).map(([name, words], sort) => ({
        name,
        translations: tr({ name: [name, words] }),
        sort,
      })),
    )
    .returning({ id: pointsmallCategories.id, name: pointsmallCategories.name });
  const shelfId = (key: keyof typeof shelves) => shelfRows.find((r) => r.name === shelves[key][0])!.id;
  const templates = await tx
    .insert(couponTemplates)
    .values(
      mallCoupons.map((c) => ({
        name: c.name[0],
        description: c.description[0],
        translations: tr({ name: c.name, description: c.description }),
        rule: {
          kind: 'cash' as const,
          backAmount: c.backAmount,
          requireAmount: c.requireAmount,
          ...openCouponConditions(),
        },
        validity: { mode: 'days' as const, from: 'receipt' as const, days: 30 },
        showInCentre: false,
        createdAt: now,
      })),
    )
    .returning({ id: couponTemplates.id });
  const packs = await tx
    .select({ id: giftPackages.id, name: giftPackages.name })
    .from(giftPackages)
    .where(
      inArray(
        giftPackages.name,
        products.flatMap((p) => (p.pack ? [p.pack] : [])),
      ),
    );
  const levels = await tx
    .select({ id: customerCategories.id, code: customerCategories.code })
    .from(customerCategories)
    .where(inArray(customerCategories.code, ['gold', 'black_gold']));
  await tx.insert(pointsmallProducts).values(
    products.map((p, sort) => ({
      categoryId: shelfId(p.shelf),
      kind: p.kind,
      name: p.name[0],
      description: p.description[0],
      translations: tr({ name: p.name, description: p.description }),
      imageName: p.image ? productImagePath(p.image) : '',
      couponTemplateId: p.coupon === undefined ? null : templates[p.coupon]!.id,
      giftPackageId: p.pack ? packs.find((g) => g.name === p.pack)!.id : null,
      rules: p.rules,
      stock: p.stock,
      perPersonLimit: p.perPersonLimit ?? null,
      levelIds: levels.filter((l) => p.levels?.includes(l.code)).map((l) => l.id),
      sort: sort * 10,
      createdAt: now,
    })),
  );
}
