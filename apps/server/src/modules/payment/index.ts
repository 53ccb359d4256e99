// The public face of the payment module: what other modules use of it (DESIGN §2). Its inner files stay private.
export { offersOnlineMethod } from './pay-methods.ts';
export { type PaidOutcome, type PayableKind, registerPayableKind } from './payable-kinds.ts';
export { type RefundDeps, refundOrder } from './refund.ts';
export { registerPayment } from './routes.ts';
