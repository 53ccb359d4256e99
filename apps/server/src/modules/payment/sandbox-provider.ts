import { PayCode } from '@shop/domain';
import type { PaymentProvider } from './provider.ts';
import { closeIntent, createIntent, intentByRef, refundIntent, visibleStatus } from './sandbox/gateway.ts';
import { alipayPayload, wechatPayload } from './sandbox/payloads.ts';

/** The online methods (wechat 4, alipay 3, third-party 900+), all served by the sandbox gateway. */
export const sandboxProvider: PaymentProvider = {
  name: 'sandbox',
  async start(db, deps, req, at) {
    const flavour = req.payMethod === PayCode.alipay ? 'alipay' : 'wechat';
    const intent = await createIntent(
      db,
      {
        merchantRef: req.localOrderNo,
        amount: req.amount,
        description: req.description,
        flavour,
        expiresAt: req.expiresAt,
      },
      at,
    );
    const secret = deps.paySandboxSecret;
    return {
      gatewayRef: intent.prepayId,
      wechat: flavour === 'wechat' ? wechatPayload(secret, intent, at) : null,
      alipay: flavour === 'alipay' ? alipayPayload(secret, intent, at) : null,
    };
  },
  async query(db, payment, at) {
    const intent = await intentByRef(db, payment.localOrderNo);
    if (!intent) return { state: 'closed' };
    if (intent.status === 'paid' && intent.transactionId && intent.paidAt)
      return {
        state: 'paid',
        transactionId: intent.transactionId,
        amount: intent.amount,
        paidAt: intent.paidAt,
      };
    return visibleStatus(intent, at) === 'open' ? { state: 'open' } : { state: 'closed' };
  },
  async close(db, payment) {
    await closeIntent(db, payment.localOrderNo);
  },
  async refund(tx, payment, amount) {
    return refundIntent(tx, payment.localOrderNo, amount);
  },
  // The sandbox keeps no refund numbers: a repeat is kept out by the caller (the order's refund runs once).
  async refundedBefore() {
    return false;
  },
};
