import { fromMinor } from '@shop/domain';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { orders } from '../../db/schema/order.ts';
import { payments } from '../../db/schema/payment.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { MemberContext } from '../../platform/http/endpoints.ts';
import { catchUpGatewayPayment } from './apply-payment.ts';
import { memberOrder } from './payable-order.ts';

async function memberPayment(db: DbOrTx, memberId: number, localOrderNo: string) {
  const [row] = await db
    .select({ payment: payments, orderNo: orders.orderNo })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(and(eq(payments.localOrderNo, localOrderNo), eq(payments.memberId, memberId)));
  if (!row) throw new AppError('ORDER_NOT_FOUND');
  return row;
}

/**
 * order/QueryPayResult: finish 1 once the attempt is paid. While the shop has not heard from the gateway it
 * asks the gateway and applies a paid answer like a notification, so a lost notification loses nothing.
 */
export async function queryPayResult(ctx: MemberContext, localOrderNo: string) {
  const { payment, orderNo } = await memberPayment(ctx.db, ctx.member.uid, localOrderNo);
  let status = payment.status;
  if (status === 'pending' || status === 'cancelled') {
    if (await catchUpGatewayPayment(ctx, payment))
      status = (await memberPayment(ctx.db, ctx.member.uid, localOrderNo)).payment.status;
  }
  return { result: { finish: status === 'paid' ? (1 as const) : (0 as const) }, orderNo };
}

/** order/payresult: the payment state of one of the member's orders, for the receipt. */
export async function payResult(ctx: MemberContext, orderNo: string) {
  const order = await memberOrder(ctx.db, ctx.member.uid, orderNo);
  return {
    orderNo: order.orderNo,
    paid: order.paidAt !== null,
    status: order.status,
    payMethod: order.payMethod,
    amount: fromMinor(order.amount),
    paidAmount: fromMinor(order.paidAmount),
    paidAt: order.paidAt?.toISOString() ?? null,
    pickupNo: order.pickupNo,
    orderMode: order.orderMode,
  };
}
