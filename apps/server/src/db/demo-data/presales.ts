import type { Tx } from '../client.ts';
import { presales } from '../schema/marketing/presale.ts';
import { productImagePath } from './catalogue.ts';
import { tr } from './pointsmall.ts';

const DAY = 24 * 60 * 60 * 1000;

const text = tr({
  name: [
    'Pineapple cake gift box pre-sale',
    ['Preventa de caja de pasteles de piña', '凤梨酥礼盒预售', '鳳梨酥禮盒預售'],
  ],
  description: [
    '',
    [
      'Reserva con una señal de ¥20 que cuenta como ¥50; paga el resto cuando se abra el pago final y recógela el día de envío. Si no pagas el resto, te devolvemos la señal.',
      '付¥20定金抵¥50，尾款开放后补齐，发货日到店领取。未付尾款，定金原路退回。',
      '付¥20定金抵¥50，尾款開放後補齊，發貨日到店領取。未付尾款，定金原路退回。',
    ],
  ],
});

/**
 * A pre-sale in every store of the chain (issue 30, decision 071), added once: a ¥168 gift box of pineapple cakes,
 * a ¥20 deposit counting as ¥50 taken for three weeks, the rest in the ten days after, collected five days later;
 * a deposit whose rest never comes is refunded.
 */
export async function ensureDemoPresales(tx: Tx, storeIds: number[], now: Date): Promise<void> {
  const [has] = await tx.select({ id: presales.id }).from(presales).limit(1);
  if (has || storeIds.length === 0) return;
  const at = (days: number) => new Date(now.getTime() + days * DAY);
  await tx.insert(presales).values(
    storeIds.map((storeId) => ({
      storeId,
      name: 'Pineapple cake gift box pre-sale',
      description:
        'Reserve with a ¥20 deposit that counts as ¥50, pay the rest when the final payment opens and collect it on the ship day. No rest paid? The deposit comes back.',
      translations: text,
      image: productImagePath('pineapple-cake'),
      price: 16_800,
      deposit: 2000,
      depositWorth: 5000,
      depositStartsAt: at(-1),
      depositEndsAt: at(20),
      finalStartsAt: at(20),
      finalEndsAt: at(30),
      shipsOn: at(35).toISOString().slice(0, 10),
      lapsedDeposit: 'refund' as const,
      createdAt: now,
    })),
  );
}
