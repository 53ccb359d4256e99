import { paymentEndpoints } from '@shop/contracts';
import { fromMinor } from '@shop/domain';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../../platform/deps.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import { registerEndpoint } from '../../../platform/http/endpoints.ts';
import { cancelIntent, intentByPrepay, payIntent, visibleStatus } from './gateway.ts';
import { notifyShop } from './notifier.ts';

/** The sandbox gateway's cashier page calls (public: the prepay id is the key, as on a real gateway page). */
export function registerPaySandbox(app: FastifyInstance, deps: AppDeps): void {
  registerEndpoint(app, deps, paymentEndpoints.sandboxCheckout, async ({ prepayId }, ctx) => {
    const intent = await intentByPrepay(ctx.db, prepayId);
    if (!intent) throw new AppError('PAY_ORDER_INFO_ERROR');
    return {
      prepayId: intent.prepayId,
      amount: fromMinor(intent.amount),
      description: intent.description,
      flavour: intent.flavour === 'alipay' ? ('alipay' as const) : ('wechat' as const),
      status: visibleStatus(intent, ctx.clock.now()),
      expiresAt: intent.expiresAt.toISOString(),
    };
  });

  registerEndpoint(app, deps, paymentEndpoints.sandboxPay, async ({ prepayId }, ctx) => {
    // Committed before the notification goes out: the gateway's books do not depend on the shop's answer.
    const intent = await payIntent(ctx.db, prepayId, ctx.clock.now());
    return { status: 'paid' as const, notified: await notifyShop(app, ctx, intent) };
  });

  registerEndpoint(app, deps, paymentEndpoints.sandboxCancel, async ({ prepayId }, ctx) => {
    await cancelIntent(ctx.db, prepayId);
    return { status: 'cancelled' as const };
  });
}
