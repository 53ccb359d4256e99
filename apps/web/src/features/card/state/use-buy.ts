import { useQueryClient } from '@tanstack/react-query';
import { redirect } from '../../../lib/router/use-route.tsx';
import { usePrepaidPayment } from '../../payment/index.ts';
import { buyCard } from '../api/buy.ts';
import { buyPassPath } from './card-paths.ts';

/** What the member chose to buy and how to pay; the price the page showed goes along (a change is refused). */
export interface BuyDraft {
  id: number;
  payMethod: number;
  /** Decimals, as the page showed it. */
  price: number;
}

/**
 * Buying a pass or prepaid card (SPEC §2 coupons/buyPassDetails, buyPrepaidCardDetails): Card/BuyCard, paid as
 * payment's usePrepaidPayment pays (one key per card and method; the keypad for balance). Paid at once it shows the
 * result on the same page (?orderno=, `path`); online it comes back there from the gateway with the local order
 * number to confirm.
 */
export function useBuy(opts: { needPayPassword: boolean; path?: string }) {
  const path = opts.path ?? buyPassPath;
  const client = useQueryClient();
  return usePrepaidPayment({
    needPayPassword: opts.needPayPassword,
    sameAs: (d: BuyDraft) => `${d.id}:${d.payMethod}`,
    place: (draft, idempotencyKey, payPassword) =>
      buyCard(client, {
        id: draft.id,
        payMethod: draft.payMethod,
        idempotencyKey,
        expectedPrice: draft.price,
        ...(payPassword ? { payPassword } : {}),
      }),
    returnTo: path,
    onPaid: (order) => redirect(path, { orderno: order.orderNo }),
  });
}
