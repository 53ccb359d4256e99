import { z } from 'zod';
import { paymentPaths } from './paths/index.ts';
import { endpoint } from './wire/endpoint.ts';
import { orderNo } from './wire/order-no.ts';

const localOrderNo = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, 'localOrderNo: 8–64 of A-Z a-z 0-9 _ -');
const prepayId = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, 'prepayId: 8–64 of A-Z a-z 0-9 _ -');

/** SPEC §3 wechat-type payment payload. */
export const wechatPayload = z.object({
  timeStamp: z.string(),
  nonceStr: z.string(),
  package: z.string(),
  signType: z.string(),
  paySign: z.string(),
});

/** SPEC §3 alipay-type payment payload. */
export const alipayPayload = z.object({ orderInfo: z.string() });

/**
 * What order/wxpay answers: the attempt's local order number (for QueryPayResult), the gateway payload of its
 * type, and, on the web, the address of the gateway's payment page (the sandbox's pages/web/webpay).
 */
export const payStartOut = z.object({
  orderNo: z.string(),
  localOrderNo: z.string(),
  payMethod: z.number().int(),
  amount: z.number(),
  wechat: wechatPayload.nullable(),
  alipay: alipayPayload.nullable(),
  /** A hash route of this app for web payment: '/pages/web/webpay?prepayId=…&orderNo=…&localOrderNo=…'. */
  webPayPath: z.string(),
});
export type PayStartOut = z.infer<typeof payStartOut>;

const payStartRequest = z.strictObject({
  orderNo,
  /** SPEC §9 code of an online method the store offers (3, 4, 900+); others answer PAY_METHOD_UNCONFIGURED. */
  payMethod: z.number().int().min(-2000).max(2000),
});

/** The payment calls of SPEC §7 (order/) and the sandbox gateway's cashier page calls. */
export const paymentEndpoints = {
  /**
   * Starts (or resumes) the online payment of the member's unpaid order: one open attempt per order, so a repeat
   * returns the same attempt. An order already paid answers PAY_ALREADY_PAID; one cancelled ORDER_TIMED_OUT or
   * ORDER_CANCELLED.
   */
  wxPay: endpoint({
    path: paymentPaths.wxPay,
    access: 'member',
    request: payStartRequest,
    result: payStartOut,
  }),

  /** The same for the third-party methods (codes 900+), chosen by payMethod (SPEC §7). */
  thirdPartWxPay: endpoint({
    path: paymentPaths.thirdPartWxPay,
    access: 'member',
    request: payStartRequest,
    result: payStartOut,
  }),

  /**
   * Whether the attempt is paid (SPEC §4 polling): finish 1 when paid. Asks the gateway when its notification
   * has not come yet, so a lost notification does not lose the payment.
   */
  queryPayResult: endpoint({
    path: paymentPaths.queryPayResult,
    access: 'member',
    request: z.strictObject({ localOrderNo }),
    result: z.object({
      result: z.object({ finish: z.union([z.literal(0), z.literal(1)]) }),
      orderNo: z.string(),
    }),
  }),

  /** The payment state of one of the member's orders, for the receipt. */
  payResult: endpoint({
    path: paymentPaths.payResult,
    access: 'member',
    request: z.strictObject({ orderNo }),
    result: z.object({
      orderNo: z.string(),
      paid: z.boolean(),
      status: z.string(),
      payMethod: z.number().int(),
      amount: z.number(),
      paidAmount: z.number(),
      paidAt: z.string().nullable(),
      pickupNo: z.string(),
      /** How the order is fulfilled: a dine-in queue order's receipt links to its queue status. */
      orderMode: z.enum(['package', 'queue', 'takeout', 'table']),
    }),
  }),

  /** The sandbox gateway's cashier page: what is being paid. Public, like a gateway page: the prepay id is the key. */
  sandboxCheckout: endpoint({
    path: paymentPaths.sandboxCheckout,
    access: 'public',
    request: z.strictObject({ prepayId }),
    result: z.object({
      prepayId: z.string(),
      amount: z.number(),
      description: z.string(),
      flavour: z.enum(['wechat', 'alipay']),
      status: z.enum(['open', 'paid', 'cancelled', 'refunded']),
      expiresAt: z.string(),
    }),
  }),

  /** The shopper pays on the sandbox page: the gateway marks it paid and notifies the shop (signed). */
  sandboxPay: endpoint({
    path: paymentPaths.sandboxPay,
    access: 'public',
    request: z.strictObject({ prepayId }),
    result: z.object({ status: z.literal('paid'), notified: z.boolean() }),
  }),

  /** The shopper cancels on the sandbox page; the order stays unpaid. */
  sandboxCancel: endpoint({
    path: paymentPaths.sandboxCancel,
    access: 'public',
    request: z.strictObject({ prepayId }),
    result: z.object({ status: z.literal('cancelled') }),
  }),
};
