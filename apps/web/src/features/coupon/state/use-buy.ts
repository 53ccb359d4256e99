import { useQueryClient } from '@tanstack/react-query';
import { redirect } from '../../../lib/router/use-route.tsx';
import { usePrepaidPayment } from '../../payment/index.ts';
import { buyCoupon } from '../api/buy.ts';
import { paySuccessPath } from './coupon-paths.ts';

/** What the member chose to buy and how to pay; the price the page showed goes along (a changed one is refused). */
export interface BuyDraft {
  templateId: number;
  payMethod: number;
  /** Minor units: what the keypad shows. */
  amount: number;
  /** Decimals, as the page showed it. */
  price: number;
}

/**
 * Buying a coupon (SPEC §2 buyCouponDetails → payment → paySuccess): Coupon/Buy, paid as payment's
 * usePrepaidPayment pays (one key per template and method; the keypad for balance). Balance goes to the result
 * at once; online comes back to it from the gateway with the local order number to confirm.
 */
export function useBuy(opts: { needPayPassword: boolean }) {
  const client = useQueryClient();
  return usePrepaidPayment({
    needPayPassword: opts.needPayPassword,
    sameAs: (d: BuyDraft) => `${d.templateId}:${d.payMethod}`,
    place: (draft, idempotencyKey, payPassword) =>
      buyCoupon(client, {
        templateId: draft.templateId,
        payMethod: draft.payMethod,
        idempotencyKey,
        expectedPrice: draft.price,
        ...(payPassword ? { payPassword } : {}),
      }),
    returnTo: paySuccessPath,
    onPaid: (order) => redirect(paySuccessPath, { orderno: order.orderNo }),
  });
}
