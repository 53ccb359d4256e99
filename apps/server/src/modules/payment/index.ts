// The public face of the payment module: what other modules use of it (DESIGN §2). Its inner files stay private.
import type { ShopModule } from '../../platform/shop-module.ts';
import { registerPayment } from './routes.ts';

// Closing an order's open attempts: when a cancel took it out of a live state, and once it took a payment (the
// others, at the gateway too).
export { cancelOpenAttempts, closeOtherAttempts } from './apply-payment.ts';
export { type BalancePayment, payFromBalance } from './balance-payment.ts';
// The order's side of a payment, registered by the order module (decision 046).
export {
  type ConfirmedPayment,
  type OrderPayments,
  registerOrderPayments,
  type SettleOutcome,
} from './order-payments.ts';
// An unpaid order's parts paid when it was placed (a prepaid card's), given back when it is cancelled (decision 061).
export { returnPaidParts } from './paid-parts.ts';
export { offersOnlineMethod } from './pay-methods.ts';
// The pay methods a store offers (the settlement's list) and refusing one it does not (at all, or for something
// paid when it is ordered).
export {
  enabledPayCodes,
  offersPrepayMethod,
  payInfo,
  paymentOf,
  requirePayMethod,
  requirePrepayMethod,
} from './pay-options.ts';
export { type MemberOrderKey, memberOrderWhere } from './payable-order.ts';
// A provider an area adds (a card paying its part of an order), and the provider interface it implements.
export { type PaymentProvider, takenAtPlacing } from './provider.ts';
export { registerPaymentProvider } from './providers.ts';
// Money of an order's payments back to its sources, whole or a part (the order records it on its row).
export { type PaymentsRefund, type RefundDeps, type RefundOutcome, refundPayments } from './refund.ts';
// What a refund can still send back through an order's payments (a cash order's is handed over by staff).
export { refundableByPayments } from './refundable.ts';

/** How the app mounts payment: the pay calls, the gateway's notification route and the sandbox gateway. */
export const paymentModule: ShopModule = { name: 'payment', routes: registerPayment };
