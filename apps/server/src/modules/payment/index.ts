// The public face of the payment module: what other modules use of it (DESIGN §2). Its inner files stay private.
import type { ShopModule } from '../../platform/shop-module.ts';
import { registerPayment } from './routes.ts';

export { type BalancePayment, payFromBalance } from './balance-payment.ts';
export { offersOnlineMethod } from './pay-methods.ts';
// The pay methods a store offers (the settlement's list) and refusing one it does not (at all, or for something
// paid when it is ordered).
export { enabledPayCodes, payInfo, paymentOf, requirePayMethod, requirePrepayMethod } from './pay-options.ts';
export { type PaidOutcome, type PayableKind, registerPayableKind } from './payable-kinds.ts';
export { type MemberOrderKey, memberOrderWhere } from './payable-order.ts';
export { type RefundDeps, type RefundOutcome, refundOrder, refundOrderAmount } from './refund.ts';
// What a refund can still send back through an order's payments (a cash order's is handed over by staff).
export { refundableByPayments } from './refundable.ts';

/** How the app mounts payment: the pay calls, the gateway's notification route and the sandbox gateway. */
export const paymentModule: ShopModule = { name: 'payment', routes: registerPayment };
