import type { SeckillSessionOut } from '@shop/contracts';
import { type SeckillRefusal, seckillRefusal, toMinor } from '@shop/domain';
import { useState } from 'react';
import { serverNow } from '../../../lib/countdown/server-clock.ts';
import { navigate, redirect } from '../../../lib/router/use-route.tsx';
import { usePrepaidPayment } from '../../payment/index.ts';
import { buySeckill } from '../api/seckill-api.ts';
import { usePayState } from './use-pay-state.ts';

export const seckillPath = '/subpackages/marketing/seckill';
const loginPath = '/subpackages/account/login';

/** A session's page. */
export function sessionRoute(id: number): string {
  return `${seckillPath}?id=${id}`;
}

/** The quantity the stepper may show: 1 up to the member's maximum now (1 still when nothing more can be had). */
export function clampQuantity(quantity: number, maxQuantity: number | null): number {
  return Math.min(Math.max(1, quantity), Math.max(1, maxQuantity ?? 1));
}

/**
 * Why "Buy now" is off for `quantity` units at the server's time (null when it can be tapped), by domain's rules:
 * the phase, the order's and the member's limits (`bought`: units the member holds), then the units left. A guest
 * gets none: their button asks them to log in.
 */
export function buyRefusal(
  session: SeckillSessionOut,
  bought: number | null,
  quantity: number,
  now: number,
): SeckillRefusal | null {
  if (bought === null) return null;
  const rules = {
    startsAt: new Date(session.startsAt),
    endsAt: new Date(session.endsAt),
    price: toMinor(session.seckillPrice),
    stock: session.remaining,
    perOrderLimit: session.perOrderLimit,
    perMemberLimit: session.perMemberLimit,
  };
  return seckillRefusal(rules, { loggedIn: true, bought }, quantity, new Date(now));
}

/** The units asked for and how they are paid; the price the page showed goes along. */
interface UnitsDraft {
  id: number;
  quantity: number;
  payMethod: number;
  /** Decimals. */
  price: number;
  /** Which purchase of the visit this is: each gets a key of its own, its retries share it. */
  round: number;
}

/**
 * Buying a session's units: the quantity, the methods, the balance and the method in effect, paid as payment's
 * usePrepaidPayment pays (the keypad for balance). Paid at once it opens the order (?orderno=); online the gateway
 * leads back with the order to confirm. A guest is sent to log in, back to this page (SPEC §6).
 */
export function useSeckillBuy(
  session: SeckillSessionOut,
  loggedIn: boolean,
  member: { bought: number | null; maxQuantity: number | null },
) {
  const [asked, setQuantity] = useState(1);
  const [round, setRound] = useState(0);
  const quantity = clampQuantity(asked, member.maxQuantity);
  const due = session.seckillPrice * quantity;
  const { pay, needPayPassword } = usePayState(loggedIn, due);
  const here = sessionRoute(session.id);
  const buy = usePrepaidPayment({
    needPayPassword,
    sameAs: (d: UnitsDraft) => `${d.round}:${d.quantity}:${d.payMethod}`,
    place: (draft, idempotencyKey, payPassword) =>
      buySeckill({
        id: draft.id,
        quantity: draft.quantity,
        payMethod: draft.payMethod,
        idempotencyKey,
        expectedPrice: draft.price,
        ...(payPassword ? { payPassword } : {}),
      }),
    returnTo: here,
    onPaid: (order) => {
      setRound((r) => r + 1);
      redirect(seckillPath, { id: String(session.id), orderno: order.orderNo });
    },
  });
  const take = () => {
    if (!loggedIn) navigate(loginPath, { redirect: here });
    else if (pay.chosen)
      buy.pay({ id: session.id, quantity, payMethod: pay.chosen.Code, price: session.seckillPrice, round });
  };
  return {
    quantity,
    setQuantity,
    due,
    refusal: buyRefusal(session, loggedIn ? (member.bought ?? 0) : null, quantity, serverNow()),
    pay,
    buy,
    take,
  };
}

export type SeckillBuyForm = ReturnType<typeof useSeckillBuy>;
