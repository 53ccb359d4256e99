import { effectivePayCode, toMinor } from '@shop/domain';
import { useState } from 'react';
import { useLoginInfo } from '../../account/index.ts';
import { usePayInfo } from '../../payment/index.ts';
import type { PayState } from '../components/group-pay-choice.tsx';
import { groupPayMethods } from './use-group-buy.ts';

/**
 * The way to pay a marketing activity's `due` (decimals) as PayChoice shows it: the store's balance and online
 * methods, the member's balance, and the method in effect — the one tapped, else what effectivePayCode picks for
 * the amount. Also whether balance asks for the payment password first.
 */
export function usePayState(loggedIn: boolean, due: number): { pay: PayState; needPayPassword: boolean } {
  const payInfo = usePayInfo('takeout', loggedIn);
  const login = useLoginInfo(false);
  const [method, setMethod] = useState<number | null>(null);
  const options = groupPayMethods(payInfo.data?.payMethods ?? []);
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
