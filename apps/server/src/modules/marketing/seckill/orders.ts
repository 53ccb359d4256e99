import type { SeckillOrderOut } from '@shop/contracts';
import { type Locale, translatedField } from '@shop/domain';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { seckillOrders, seckillSessions } from '../../../db/schema/marketing/seckill.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import {
  findKindOrder,
  type KindOrder,
  kindOrderKeys,
  kindOrderPage,
  presentKindOrder,
  selectKindOrders,
} from '../../order/index.ts';
import type { MemberOrderKey } from '../../payment/index.ts';

/** A seckill order with what it took and its session (nulls for another kind met by a reused key). */
export interface SeckillOrderRow {
  order: KindOrder;
  fact: typeof seckillOrders.$inferSelect | null;
  session: typeof seckillSessions.$inferSelect | null;
}

function selectSeckillOrders(db: DbOrTx) {
  return selectKindOrders(db, { fact: seckillOrders, session: seckillSessions })
    .leftJoin(seckillOrders, eq(seckillOrders.orderId, kindOrderKeys.id))
    .leftJoin(seckillSessions, eq(seckillSessions.id, seckillOrders.sessionId));
}

/** One of the member's orders by idempotency key (any kind) or order number (seckill orders only). */
export function findSeckillOrder(db: DbOrTx, memberId: number, by: MemberOrderKey) {
  return findKindOrder(selectSeckillOrders(db), memberId, 'seckill', by);
}

export function seckillOrderOut(row: SeckillOrderRow, locale: Locale): SeckillOrderOut {
  const { order, fact, session } = row;
  if (!fact || !session) throw new Error(`order ${order.orderNo} buys no seckill units`);
  return {
    ...presentKindOrder(order, ['amount', 'createdAt']),
    sessionId: session.id,
    name: translatedField(session.name, session.translations, 'name', locale),
    image: session.image,
    quantity: fact.quantity,
  };
}

/** The member's seckill order by number; ORDER_NOT_FOUND for another's or none. */
export async function memberSeckillOrder(db: DbOrTx, memberId: number, orderNo: string, locale: Locale) {
  const row = await findSeckillOrder(db, memberId, { orderNo });
  if (!row) throw new AppError('ORDER_NOT_FOUND');
  return seckillOrderOut(row, locale);
}

/** The member's seckill orders, newest first (the last 100). */
export async function memberSeckillOrders(db: DbOrTx, memberId: number, locale: Locale) {
  const { rows } = await kindOrderPage(db, selectSeckillOrders(db), memberId, 'seckill', {
    index: 1,
    size: 100,
  });
  return rows.map((row) => seckillOrderOut(row, locale));
}
