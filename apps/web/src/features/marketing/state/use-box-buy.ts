import type { BlindBoxDetailOut } from '@shop/contracts';
import type { FormEvent } from 'react';
import { redirect } from '../../../lib/router/use-route.tsx';
import { usePrepaidPayment } from '../../payment/index.ts';
import { buyBlindBox } from '../api/blind-box-api.ts';
import { usePayState } from './use-pay-state.ts';

export const blindBoxPath = '/subpackages/marketing/blindBox';

/** The box chosen and how it is paid; the price the page showed goes along (a change is refused). */
interface BoxDraft {
  id: number;
  payMethod: number;
  /** Decimals. */
  price: number;
}

/**
 * Buying one box of a series: the methods, the balance and the method in effect; BlindBox/Buy paid as payment's
 * usePrepaidPayment pays (one key per series and method, the keypad for balance). Paid at once it opens the reveal
 * (?orderno=); online the gateway leads back here with the order to confirm, then the reveal.
 */
export function useBoxBuy(series: BlindBoxDetailOut, loggedIn: boolean) {
  const { pay, needPayPassword } = usePayState(loggedIn, series.price);
  const chosen = pay.chosen;
  const buy = usePrepaidPayment({
    needPayPassword,
    sameAs: (d: BoxDraft) => `${d.id}:${d.payMethod}`,
    place: (draft, idempotencyKey, payPassword) =>
      buyBlindBox({
        id: draft.id,
        payMethod: draft.payMethod,
        idempotencyKey,
        expectedPrice: draft.price,
        ...(payPassword ? { payPassword } : {}),
      }),
    returnTo: `${blindBoxPath}?id=${series.id}`,
    onPaid: (order) => redirect(blindBoxPath, { id: String(series.id), orderno: order.orderNo }),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (chosen) buy.pay({ id: series.id, payMethod: chosen.Code, price: series.price });
  };
  return { pay, buy, submit };
}
