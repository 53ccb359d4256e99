import { useQueryClient } from '@tanstack/react-query';
import { redirect } from '../../../lib/router/use-route.tsx';
import { usePrepaidPayment } from '../../payment/index.ts';
import { buyGiftPackage } from '../api/buy.ts';
import { buyPath } from './gift-paths.ts';

/** What the member chose to buy and how to pay; the price and points the page showed go along (a change is refused). */
export interface BuyDraft {
  id: number;
  /** PayCode.none (-1) for a package bought with points alone. */
  payMethod: number;
  /** Decimals and points, as the page showed them. */
  price: number;
  points: number;
}

/**
 * Buying a gift package (SPEC §2 coupons/buyGiftDetails): GiftPackage/Buy, paid as payment's usePrepaidPayment pays
 * (one key per package and method; the keypad for balance). Paid at once it shows the result on the same page
 * (?orderno=); online it comes back there from the gateway with the local order number to confirm.
 */
export function useBuy(opts: { needPayPassword: boolean }) {
  const client = useQueryClient();
  return usePrepaidPayment({
    needPayPassword: opts.needPayPassword,
    sameAs: (d: BuyDraft) => `${d.id}:${d.payMethod}`,
    place: (draft, idempotencyKey, payPassword) =>
      buyGiftPackage(client, {
        id: draft.id,
        ...(draft.payMethod === -1 ? {} : { payMethod: draft.payMethod }),
        idempotencyKey,
        expectedPrice: draft.price,
        expectedPoints: draft.points,
        ...(payPassword ? { payPassword } : {}),
      }),
    returnTo: buyPath,
    onPaid: (order) => redirect(buyPath, { orderno: order.orderNo }),
  });
}
