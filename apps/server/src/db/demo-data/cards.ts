import { eq } from 'drizzle-orm';
import type { Tx } from '../client.ts';
import { cardProducts } from '../schema/card.ts';
import { categories } from '../schema/catalog.ts';
import { tr } from './pointsmall.ts';
import { ensureDemoPrivilegeCard } from './privilege-cards.ts';
import { ensureDemoPromotionCard } from './promotion-cards.ts';
import { ensureDemoShoppingCard } from './shopping-cards.ts';

/**
 * The chain's cards (issue 29), added once (a database with a pass card product is left as it is): a 5-drink pass for
 * ¥60 — five milk teas of any store for the price of four — valid 90 days from purchase, two per member.
 */
export async function ensureDemoCards(tx: Tx, now: Date): Promise<void> {
  await ensureDemoPrepaidCards(tx, now);
  await ensureDemoPrivilegeCard(tx, now);
  await ensureDemoPromotionCard(tx, now);
  await ensureDemoShoppingCard(tx, now);
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

/**
 * The chain's prepaid cards (issue 29), added once (a database with a prepaid product is left as it is): a ¥100
 * card sold online for ¥90, transferable, valid a year from purchase; and a ¥50 gift card only printed, for the
 * counter to sell — staff print a batch with `npm run staff -- cards print <its id> <store id> <count> --out
 * cards.csv` (`cards products list` shows its id), the only time the passwords are shown, and a member binds one
 * from the CSV on bindPrepaidCard.
 */
async function ensureDemoPrepaidCards(tx: Tx, now: Date): Promise<void> {
  const [has] = await tx
    .select({ id: cardProducts.id })
    .from(cardProducts)
    .where(eq(cardProducts.kind, 'prepaid'))
    .limit(1);
  if (has) return;
  const year = { mode: 'days', from: 'purchase', days: 365 } as const;
  await tx.insert(cardProducts).values([
    {
      kind: 'prepaid',
      name: '¥100 prepaid card',
      description: 'Pay ¥90, spend ¥100 in any of our stores. Can be given to a friend. Valid for a year.',
      translations: tr({
        name: ['¥100 prepaid card', ['Tarjeta prepago de ¥100', '100元储值卡', '100元儲值卡']],
        description: [
          '',
          [
            'Paga ¥90 y gasta ¥100 en cualquiera de nuestras tiendas. Se puede regalar. Válida un año.',
            '付90元，全部门店可用100元，可转赠好友，一年内有效。',
            '付90元，全部門市可用100元，可轉贈好友，一年內有效。',
          ],
        ],
      }),
      price: 9000,
      faceValue: 10_000,
      validity: year,
      transferable: true,
      sort: 10,
      createdAt: now,
    },
    {
      kind: 'prepaid',
      name: '¥50 gift card',
      description:
        'A printed gift card: bind it with its number and password, then spend it in any of our stores.',
      translations: tr({
        name: ['¥50 gift card', ['Tarjeta regalo de ¥50', '50元礼品卡', '50元禮品卡']],
        description: [
          '',
          [
            'Tarjeta regalo impresa: vincúlala con su número y contraseña y úsala en cualquiera de nuestras tiendas.',
            '实体礼品卡：用卡号和密码绑定后，全部门店可用。',
            '實體禮品卡：用卡號和密碼綁定後，全部門市可用。',
          ],
        ],
      }),
      price: 5000,
      faceValue: 5000,
      online: false,
      validity: year,
      transferable: true,
      sort: 11,
      createdAt: now,
    },
  ]);
}
