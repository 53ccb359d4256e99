// The payment area's public face: what checkout, level and every later area that takes money use. Its pages
// (the gateway page) are reached through the route table, not from here.
export { forgetPayInfo, type PayInfo, prefetchPayInfo, usePayInfo } from './api/get-pay-info.ts';
export { startOnlinePayment } from './api/pay-order.ts';
export { type PayResult, usePayResult } from './api/pay-result.ts';
export { type BalanceNote, PayMethodPicker } from './components/pay-method-picker.tsx';
export { type KeypadStep, PaymentKeypad, PayPasswordSheet } from './components/pay-password-sheet.tsx';
export { usePayAgain } from './state/use-pay-again.ts';
export { usePayConfirmation } from './state/use-pay-confirmation.ts';
export { payPasswordRefusals, usePayPasswordStep } from './state/use-pay-password-step.ts';
export {
  type PrepaidDraft,
  type PrepaidOrder,
  type PrepaidPaymentOptions,
  usePrepaidPayment,
} from './state/use-prepaid-payment.ts';
