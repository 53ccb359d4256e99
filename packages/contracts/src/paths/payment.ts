// Paths under /wxapi/ of `paymentEndpoints` (payment.ts), named once:
// the contract and the web's endpoint references both use these. Plain strings importing nothing: no zod.
export const wxPay = 'order/wxpay';
export const thirdPartWxPay = 'order/ThirdPartWxPay';
export const queryPayResult = 'order/QueryPayResult';
export const payResult = 'order/payresult';
export const sandboxCheckout = 'paysandbox/Checkout';
export const sandboxPay = 'paysandbox/Pay';
export const sandboxCancel = 'paysandbox/Cancel';
