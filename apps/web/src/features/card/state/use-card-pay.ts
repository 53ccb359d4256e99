import type { PayOptionOut } from '@shop/contracts';
import { effectivePayCode, isOnlinePayCode, PayCode, toMinor } from '@shop/domain';
import { useState } from 'react';
import { useLoginInfo } from '../../account/index.ts';
import { usePayInfo } from '../../payment/index.ts';

/** What a card can be paid by: member balance and the online gateways (nothing is collected at a counter). */
export function cardPayMethods(options: readonly PayOptionOut[]): PayOptionOut[] {
  return options.filter((o) => o.Code === PayCode.balance || isOnlinePayCode(o.Code));
}

/**
 * How the member pays `due` (decimals) for a card: the methods a card takes, the balance, and the method in effect —
 * the one picked, else the default effectivePayCode gives for that balance and amount. `asked` is false when nothing
 * is to be paid, so the pay info is not asked for.
 */
export function useCardPay(due: number, asked: boolean) {
  const payInfo = usePayInfo('takeout', asked);
  const login = useLoginInfo(false);
  const [method, setMethod] = useState<number | null>(null);
  const options = cardPayMethods(payInfo.data?.payMethods ?? []);
  const balance = login.data?.isLogin ? login.data.userInfo.money : 0;
  const code = effectivePayCode(options, method, { isLoggedIn: true, balance, due });
  return {
    pending: payInfo.isPending,
    needPayPassword: payInfo.data?.needPayPassword === true,
    options,
    balance,
    short: toMinor(balance) < toMinor(due),
    chosen: options.find((o) => o.Code === code) ?? null,
    setMethod,
  };
}

export type CardPay = ReturnType<typeof useCardPay>;
