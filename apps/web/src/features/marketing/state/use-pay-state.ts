import type { PayOptionOut } from '@shop/contracts';
import { effectivePayCode, isOnlinePayCode, PayCode, toMinor } from '@shop/domain';
import { useState } from 'react';
import { useLoginInfo } from '../../account/index.ts';
import { usePayInfo } from '../../payment/index.ts';
import type { PayState } from '../components/group-pay-choice.tsx';

/** What an activity is paid by: member balance and the online gateways (nothing is collected at a counter). */
export function activityPayMethods(options: readonly PayOptionOut[]): PayOptionOut[] {
  return options.filter((o) => o.Code === PayCode.balance || isOnlinePayCode(o.Code));
}

/**
 * The way to pay a marketing activity's `due` (decimals) as PayChoice shows it: the store's balance and online
 * methods, the member's balance, and the method in effect — the one tapped, else what effectivePayCode picks for
 * the amount. Also whether balance asks for the payment password first.
 */
export function usePayState(loggedIn: boolean, due: number): { pay: PayState; needPayPassword: boolean } {
  const payInfo = usePayInfo('takeout', loggedIn);
  const login = useLoginInfo(false);
  const [method, setMethod] = useState<number | null>(null);
  const options = activityPayMethods(payInfo.data?.payMethods ?? []);
  const balance = login.data?.isLogin ? login.data.userInfo.money : 0;
  const code = effectivePayCode(options, method, { isLoggedIn: true, balance, due });
  return {
    pay: {
      pending: loggedIn && payInfo.isPending,
      options,
      balance,
      short: toMinor(balance) < toMinor(due),
      chosen: options.find((o) => o.Code === code) ?? null,
      setMethod,
    },
    needPayPassword: payInfo.data?.needPayPassword === true,
  };
}
