import { useQueryClient } from '@tanstack/react-query';
import { redirect } from '../../../lib/router/use-route.tsx';
import { usePrepaidPayment } from '../../payment/index.ts';
import { exchangePoints } from '../api/exchange.ts';
import { receiptPath } from './pointsmall-paths.ts';

/** What the member chose to exchange and how to pay its money part; the points the page showed go along. */
export interface ExchangeDraft {
  productId: number;
  ruleIndex: number;
  quantity: number;
  /** -1 (nothing to pay), balance, or an online method. */
  payMethod: number;
  /** Points of one unit as the page showed them (a changed rule is refused). */
  unitPoints: number;
  /** The money part and any freight in minor units: what the keypad shows. */
  amount: number;
  /** Goods delivered to this address of the member's (decision 044); absent: picked up. */
  addressId?: number;
}

/**
 * Exchanging (SPEC §2 pointsMall checkout → receipt): PointsMall/Exchange, paid as payment's usePrepaidPayment
 * pays (one key per choice; the keypad for balance). Points alone and balance go to the receipt at once; online
 * comes back to it from the gateway with the local order number to confirm.
 */
export function useExchange(opts: { needPayPassword: boolean }) {
  const client = useQueryClient();
  return usePrepaidPayment({
    needPayPassword: opts.needPayPassword,
    sameAs: (d: ExchangeDraft) =>
      `${d.productId}:${d.ruleIndex}:${d.quantity}:${d.payMethod}:${d.addressId ?? 'pickup'}`,
    place: (draft, idempotencyKey, payPassword) =>
      exchangePoints(client, {
        productId: draft.productId,
        ruleIndex: draft.ruleIndex,
        quantity: draft.quantity,
        payMethod: draft.payMethod,
        idempotencyKey,
        expectedPoints: draft.unitPoints,
        ...(draft.addressId ? { delivery: { addressId: draft.addressId } } : {}),
        ...(payPassword ? { payPassword } : {}),
      }),
    returnTo: receiptPath,
    onPaid: (order) => redirect(receiptPath, { orderno: order.orderNo }),
  });
}
