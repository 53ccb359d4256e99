import type { BlindBoxDetailOut, PayOptionOut } from '@shop/contracts';
import { effectivePayCode, isOnlinePayCode, PayCode, toMinor } from '@shop/domain';
import { type FormEvent, useState } from 'react';
import { redirect } from '../../../lib/router/use-route.tsx';
import { useLoginInfo } from '../../account/index.ts';
import { usePayInfo, usePrepaidPayment } from '../../payment/index.ts';
import { buyBlindBox } from '../api/blind-box-api.ts';

export const blindBoxPath = '/subpackages/marketing/blindBox';

/** What a box is paid by: member balance and the online gateways (nothing is collected at a counter). */
function boxPayMethods(options: readonly PayOptionOut[]): PayOptionOut[] {
  return options.filter((o) => o.Code === PayCode.balance || isOnlinePayCode(o.Code));
}

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
  const payInfo = usePayInfo('takeout', loggedIn);
  const login = useLoginInfo(false);
  const [method, setMethod] = useState<number | null>(null);
  const options = boxPayMethods(payInfo.data?.payMethods ?? []);
  const balance = login.data?.isLogin ? login.data.userInfo.money : 0;
  const code = effectivePayCode(options, method, { isLoggedIn: true, balance, due: series.price });
  const chosen = options.find((o) => o.Code === code) ?? null;
  const buy = usePrepaidPayment({
    needPayPassword: payInfo.data?.needPayPassword === true,
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
  return {
    pay: {
      pending: payInfo.isPending,
      options,
      balance,
      short: toMinor(balance) < toMinor(series.price),
      chosen,
      setMethod,
    },
    buy,
    submit,
  };
}
