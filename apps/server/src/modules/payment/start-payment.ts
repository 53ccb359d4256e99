import type { PayStartOut } from '@shop/contracts';
import { fromMinor } from '@shop/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { payments } from '../../db/schema/payment.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { MemberContext } from '../../platform/http/endpoints.ts';
import { catchUpGatewayPayment } from './apply-payment.ts';
import { callTakes, offersOnlineMethod, type StartCall } from './pay-methods.ts';
import { assertPayable, memberOrder, type OrderRow, orderStore } from './payable-order.ts';
import type { PaymentRow, StartedPayment } from './provider.ts';
import { onlineProvider } from './providers.ts';
import { randomToken } from './sandbox/signing.ts';

/** How long a gateway page stays payable when the order itself has no limit. */
const DEFAULT_PAY_WINDOW_MS = 15 * 60_000;

type Started = { payment: PaymentRow; started: StartedPayment } | { paidAtGateway: PaymentRow };

/**
 * order/wxpay and order/ThirdPartWxPay: starts the online payment of the member's unpaid order, or resumes its
 * open attempt. A switch of method closes the old attempt (at the gateway too) and opens a new one. Runs under
 * the order's row lock, so parallel calls still leave one open attempt.
 */
export async function startOnlinePayment(
  ctx: MemberContext,
  call: StartCall,
  input: { orderNo: string; payMethod: number },
): Promise<PayStartOut> {
  const code = input.payMethod;
  if (!callTakes(call, code)) throw new AppError('PAY_METHOD_UNCONFIGURED');
  const at = ctx.clock.now();
  const outcome = await ctx.db.transaction(async (tx): Promise<Started> => {
    const order = await memberOrder(tx, ctx.member.uid, input.orderNo, true);
    assertPayable(order, at);
    const store = await orderStore(tx, order.storeId, ctx.locale);
    if (!offersOnlineMethod(store.settings, code)) throw new AppError('PAY_METHOD_UNCONFIGURED');
    const open = await openAttempt(tx, order.id);
    // What is left to pay: the order's amount less the parts a prepaid card paid when it was placed (decision 061).
    const rest = order.amount - (await paidParts(tx, order.id));
    if (open) {
      const state = await onlineProvider.query(tx, open, at);
      // Paid at the gateway but not heard of yet: record it (after this transaction) instead of a second charge.
      if (state.state === 'paid') return { paidAtGateway: open };
      if (state.state === 'open' && open.payMethod === code) {
        const started = await onlineProvider.start(tx, ctx, startRequest(open, order, store.name, rest), at);
        return { payment: open, started };
      }
      await closeAttempt(tx, open);
    }
    return openNewAttempt(tx, ctx, order, code, store.name, rest, at);
  });
  if ('paidAtGateway' in outcome) {
    await catchUpGatewayPayment(ctx, outcome.paidAtGateway);
    throw new AppError('PAY_ALREADY_PAID');
  }
  return startOut(input.orderNo, outcome.payment, outcome.started);
}

/** The order's open (pending online) attempt, if any. */
async function openAttempt(tx: Tx, orderId: number): Promise<PaymentRow | null> {
  const [row] = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.status, 'pending')));
  return row ?? null;
}

/** What the order's paid payments hold (minor units): a split order's parts paid when it was placed. */
async function paidParts(tx: Tx, orderId: number): Promise<number> {
  const [row] = await tx
    .select({ paid: sql<string>`COALESCE(SUM(${payments.amount}), 0)` })
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.status, 'paid')));
  return Number(row?.paid ?? 0);
}

async function closeAttempt(tx: Tx, payment: PaymentRow): Promise<void> {
  await onlineProvider.close(tx, payment);
  await tx
    .update(payments)
    .set({ status: 'cancelled' })
    .where(and(eq(payments.id, payment.id), eq(payments.status, 'pending')));
}

function startRequest(
  payment: Pick<PaymentRow, 'localOrderNo' | 'payMethod'>,
  order: OrderRow,
  storeName: string,
  rest: number,
) {
  return {
    localOrderNo: payment.localOrderNo,
    payMethod: payment.payMethod,
    amount: rest,
    description: `${storeName} ${order.orderNo}`,
    expiresAt: order.cancelAfter ?? new Date(order.createdAt.getTime() + DEFAULT_PAY_WINDOW_MS),
  };
}

async function openNewAttempt(
  tx: Tx,
  ctx: MemberContext,
  order: OrderRow,
  payMethod: number,
  storeName: string,
  rest: number,
  at: Date,
): Promise<Started> {
  if (rest <= 0) throw new AppError('PAY_ORDER_INFO_ERROR');
  const localOrderNo = `${order.orderNo}-${randomToken(6)}`;
  const started = await onlineProvider.start(
    tx,
    ctx,
    startRequest({ localOrderNo, payMethod }, order, storeName, rest),
    at,
  );
  const [payment] = await tx
    .insert(payments)
    .values({
      localOrderNo,
      orderId: order.id,
      memberId: order.memberId,
      payMethod,
      provider: onlineProvider.name,
      amount: rest,
      status: 'pending',
      gatewayRef: started.gatewayRef,
      createdAt: at,
    })
    .returning();
  return { payment: payment!, started };
}

function startOut(orderNo: string, payment: PaymentRow, started: StartedPayment): PayStartOut {
  const query = new URLSearchParams({
    prepayId: started.gatewayRef,
    orderNo,
    localOrderNo: payment.localOrderNo,
  });
  return {
    orderNo,
    localOrderNo: payment.localOrderNo,
    payMethod: payment.payMethod,
    amount: fromMinor(payment.amount),
    wechat: started.wechat,
    alipay: started.alipay,
    webPayPath: `/pages/web/webpay?${query}`,
  };
}
