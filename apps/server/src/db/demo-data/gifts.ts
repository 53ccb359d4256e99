import type { GiftItem } from '@shop/domain';
import { eq } from 'drizzle-orm';
import type { Tx } from '../client.ts';
import { couponTemplates } from '../schema/coupon.ts';
import { giftPackages } from '../schema/gift.ts';
import { tr } from './pointsmall.ts';

type Words = [es: string, zhCN: string, zhHant: string];
const described = (quantity: number, name: string, words: Words): GiftItem => ({
  giftType: 4,
  quantity,
  giftInfo: { name, translations: tr({ name: [name, words] }) },
});

/** The coupon template a package gives, by its demo name (coupons.ts loads first). */
async function templateId(tx: Tx, name: string): Promise<number> {
  const [row] = await tx
    .select({ id: couponTemplates.id })
    .from(couponTemplates)
    .where(eq(couponTemplates.name, name));
  if (!row) throw new Error(`demo gifts: no coupon template "${name}"`);
  return row.id;
}

/**
 * The chain's gift packages (issue 16), added once (a database with any package is left as it is): a welcome pack
 * for money, a box for points and money that nests two drink vouchers, and a pack for points alone. Amounts in fen.
 */
export async function ensureDemoGifts(tx: Tx, now: Date): Promise<void> {
  const [has] = await tx.select({ id: giftPackages.id }).from(giftPackages).limit(1);
  if (has) return;
  const weekday = await templateId(tx, 'Weekday afternoon 15% off');
  const fiftyOff = await templateId(tx, '¥15 off ¥50 coupon pack');
  const tea = described(1, 'A free regular milk tea', [
    'Un té con leche normal gratis',
    '免费常规奶茶一杯',
    '免費常規奶茶一杯',
  ]);
  const [vouchers] = await tx
    .insert(giftPackages)
    .values({
      name: 'Drink voucher',
      translations: tr({ name: ['Drink voucher', ['Vale de bebida', '饮品券', '飲品券']] }),
      items: [tea],
      onSale: false,
      createdAt: now,
    })
    .returning({ id: giftPackages.id });
  const box: GiftItem = { giftType: 5, quantity: 2, giftInfo: { packageId: vouchers!.id } };
  await tx.insert(giftPackages).values([
    {
      name: 'Welcome gift pack',
      description: '¥20 of balance, 100 points, a ¥15 off ¥50 coupon and an Amber tote bag, all for ¥19.90.',
      translations: tr({
        name: ['Welcome gift pack', ['Paquete de bienvenida', '新人礼包', '新人禮包']],
        description: [
          '',
          [
            '20 ¥ de saldo, 100 puntos, un cupón de 15 ¥ menos en 50 ¥ y una bolsa Amber, todo por 19,90 ¥.',
            '¥20余额、100积分、一张满50减15优惠券和一个Amber帆布袋，只要¥19.90。',
            '¥20餘額、100積分、一張滿50折15優惠券和一個Amber帆布袋，只要¥19.90。',
          ],
        ],
      }),
      items: [
        { giftType: 0, quantity: 2000 },
        { giftType: 1, quantity: 100 },
        { giftType: 2, quantity: 1, giftInfo: { templateId: fiftyOff } },
        described(1, 'Amber canvas tote bag', ['Bolsa de lona Amber', 'Amber帆布袋', 'Amber帆布袋']),
      ],
      price: 1990,
      total: 500,
      remaining: 500,
      buyLimit: 1,
      sort: 0,
      createdAt: now,
    },
    {
      name: 'Tea lover box',
      description:
        'Two drink vouchers, a weekday 15% off coupon and 50 points back, for 300 points and ¥9.90.',
      translations: tr({
        name: ['Tea lover box', ['Caja para amantes del té', '茶友礼盒', '茶友禮盒']],
        description: [
          '',
          [
            'Dos vales de bebida, un cupón de 15 % entre semana y 50 puntos de vuelta, por 300 puntos y 9,90 ¥.',
            '两张饮品券、一张工作日85折券，再返50积分，只需300积分加¥9.90。',
            '兩張飲品券、一張平日85折券，再回饋50積分，只需300積分加¥9.90。',
          ],
        ],
      }),
      items: [
        box,
        { giftType: 2, quantity: 1, giftInfo: { templateId: weekday } },
        { giftType: 1, quantity: 50 },
      ],
      price: 990,
      points: 300,
      buyLimit: 3,
      sort: 10,
      createdAt: now,
    },
    {
      name: 'Points gift pack',
      description: '¥5 of balance and a weekday 15% off coupon, for 200 points.',
      translations: tr({
        name: ['Points gift pack', ['Paquete de puntos', '积分礼包', '積分禮包']],
        description: [
          '',
          [
            '5 ¥ de saldo y un cupón de 15 % entre semana, por 200 puntos.',
            '¥5余额和一张工作日85折券，只需200积分。',
            '¥5餘額和一張平日85折券，只需200積分。',
          ],
        ],
      }),
      items: [
        { giftType: 0, quantity: 500 },
        { giftType: 2, quantity: 1, giftInfo: { templateId: weekday } },
      ],
      points: 200,
      total: 1000,
      remaining: 1000,
      sort: 20,
      createdAt: now,
    },
  ]);
}
