import type { CouponCardOrderOut } from '@shop/contracts';
import type { Locale } from '@shop/domain';
import type { DbOrTx } from '../../db/client.ts';
import { type KindOrder, kindOrderPage, selectKindOrders } from '../order/index.ts';
import { couponCardOrderKind, couponCardOrderKinds } from './card-order-kinds.ts';

/** These orders as the list shows them, each through its kind's presenter, in the order given. */
export async function presentListed(
  db: DbOrTx,
  found: KindOrder[],
  now: Date,
  locale: Locale,
): Promise<CouponCardOrderOut[]> {
  const byKind = new Map<KindOrder['kind'], KindOrder[]>();
  for (const o of found) byKind.set(o.kind, [...(byKind.get(o.kind) ?? []), o]);
  const outs = new Map<string, CouponCardOrderOut>();
  for (const [kind, orders] of byKind) {
    const presenter = couponCardOrderKind(kind);
    if (!presenter) throw new Error(`order kind ${kind} is not one of the coupon & card orders`);
    for (const out of await presenter.present(db, orders, now, locale)) outs.set(out.orderNo, out);
  }
  return found.map((o) => {
    const out = outs.get(o.orderNo);
    if (!out) throw new Error(`order ${o.orderNo} was not presented by its kind`);
    return out;
  });
}

/**
 * OrderHistory/LoadCouponCardOrders: the member's orders of every kind registered for the list (coupons, cards),
 * newest first as one list (decision 052's order: created_at, then id), a page of them and how many in all.
 */
export async function couponCardOrderPage(
  db: DbOrTx,
  memberId: number,
  page: { index: number; size: number; now: Date; locale: Locale },
) {
  const query = selectKindOrders(db, {});
  const { rows, total } = await kindOrderPage(db, query, memberId, couponCardOrderKinds(), page);
  const found = rows.map((r) => r.order);
  return { orders: await presentListed(db, found, page.now, page.locale), total };
}
