import { paymentEndpoints } from '@shop/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/deps.ts';
import { registerEndpoint } from '../../platform/http/endpoints.ts';
import { registerNotifyRoute } from './notify-route.ts';
import { payResult, queryPayResult } from './pay-result.ts';
import { registerPaySandbox } from './sandbox/routes.ts';
import { startOnlinePayment } from './start-payment.ts';

/** The payment calls of SPEC §7, the gateway notification route and the sandbox gateway. */
export function registerPayment(app: FastifyInstance, deps: AppDeps): void {
  registerEndpoint(app, deps, paymentEndpoints.wxPay, (input, ctx) =>
    startOnlinePayment(ctx, 'wxpay', input),
  );
  registerEndpoint(app, deps, paymentEndpoints.thirdPartWxPay, (input, ctx) =>
    startOnlinePayment(ctx, 'thirdParty', input),
  );
  registerEndpoint(app, deps, paymentEndpoints.queryPayResult, (input, ctx) =>
    queryPayResult(ctx, input.localOrderNo),
  );
  registerEndpoint(app, deps, paymentEndpoints.payResult, (input, ctx) => payResult(ctx, input.orderNo));
  registerNotifyRoute(app, deps);
  registerPaySandbox(app, deps);
}
