import type { CommunityGroupOut } from '@shop/contracts';
import { type CommunityRefusal, communityRefusal, fromMinor, toMinor } from '@shop/domain';
import { useState } from 'react';
import { serverNow } from '../../../lib/countdown/server-clock.ts';
import { navigate, redirect } from '../../../lib/router/use-route.tsx';
import { usePrepaidPayment } from '../../payment/index.ts';
import { buyCommunity } from '../api/community-group-api.ts';
import { usePayState } from './use-pay-state.ts';

export const communityPath = '/subpackages/marketing/communityGroup';
const loginPath = '/subpackages/account/login';

/** A group's page. */
export function groupRoute(id: number): string {
  return `${communityPath}?id=${id}`;
}

/** The member's units of each item and how many more they may order, as the page reads them. */
export type CommunityMine = { itemId: number; bought: number; maxQuantity: number }[] | null;

/** The lines asked for (items with a quantity above 0), in the group's order. */
export function chosenLines(group: CommunityGroupOut, quantities: Record<number, number>) {
  return group.items
    .map((item) => ({ item, quantity: quantities[item.id] ?? 0 }))
    .filter((l) => l.quantity > 0);
}

/**
 * Why "Order" is off (null when it can be tapped), by domain's rules at the server's time: nothing chosen yet,
 * then the deadline, the member's limits, the minimum and the stock. A guest gets none: their button logs in.
 */
export function orderRefusal(
  group: CommunityGroupOut,
  mine: CommunityMine,
  quantities: Record<number, number>,
  now: number,
): CommunityRefusal | 'empty' | null {
  if (mine === null) return null;
  const lines = chosenLines(group, quantities);
  if (lines.length === 0) return 'empty';
  const rules = {
    startsAt: new Date(group.startsAt),
    endsAt: new Date(group.endsAt),
    minAmount: group.minAmount === null ? null : toMinor(group.minAmount),
  };
  const asked = lines.map(({ item, quantity }) => ({
    item: {
      groupPrice: toMinor(item.groupPrice),
      remaining: item.remaining,
      perMemberLimit: item.perMemberLimit,
    },
    quantity,
    bought: mine.find((m) => m.itemId === item.id)?.bought ?? 0,
  }));
  return communityRefusal(rules, asked, new Date(now));
}

/** The order asked for and how it is paid; the amount the page showed goes along. */
interface CommunityDraft {
  id: number;
  pointId: number;
  items: { itemId: number; quantity: number }[];
  payMethod: number;
  /** Decimals. */
  amount: number;
  /** Which order of the visit this is: each gets a key of its own, its retries share it. */
  round: number;
}

/**
 * Ordering a group's items: the quantity of each, the pickup point (the first until another is tapped), the
 * methods and the balance, paid as payment's usePrepaidPayment pays (the keypad for balance). Paid at once it opens
 * the order (?orderno=); online the gateway leads back with the order to confirm. A guest is sent to log in.
 */
export function useCommunityBuy(group: CommunityGroupOut, loggedIn: boolean, mine: CommunityMine) {
  const [quantities, setQuantities] = useState<Record<number, number>>({});
  const [point, setPoint] = useState<number | null>(null);
  const [round, setRound] = useState(0);
  const pointId = point ?? group.points[0]?.id ?? null;
  const lines = chosenLines(group, quantities);
  const due = fromMinor(lines.reduce((sum, l) => sum + toMinor(l.item.groupPrice) * l.quantity, 0));
  const { pay, needPayPassword } = usePayState(loggedIn, due);
  const here = groupRoute(group.id);
  const buy = usePrepaidPayment({
    needPayPassword,
    sameAs: (d: CommunityDraft) =>
      `${d.round}:${d.pointId}:${d.payMethod}:${d.items.map((i) => `${i.itemId}x${i.quantity}`).join(',')}`,
    place: (draft, idempotencyKey, payPassword) =>
      buyCommunity({
        id: draft.id,
        pointId: draft.pointId,
        items: draft.items,
        payMethod: draft.payMethod,
        idempotencyKey,
        expectedAmount: draft.amount,
        ...(payPassword ? { payPassword } : {}),
      }),
    returnTo: here,
    onPaid: (order) => {
      setRound((r) => r + 1);
      setQuantities({});
      redirect(communityPath, { id: String(group.id), orderno: order.orderNo });
    },
  });
  const take = () => {
    if (!loggedIn) navigate(loginPath, { redirect: here });
    else if (pay.chosen && pointId !== null)
      buy.pay({
        id: group.id,
        pointId,
        items: lines.map((l) => ({ itemId: l.item.id, quantity: l.quantity })),
        payMethod: pay.chosen.Code,
        amount: due,
        round,
      });
  };
  return {
    quantities,
    setQuantity: (itemId: number, quantity: number) => setQuantities((q) => ({ ...q, [itemId]: quantity })),
    pointId,
    setPoint,
    due,
    refusal: orderRefusal(group, loggedIn ? (mine ?? []) : null, quantities, serverNow()),
    pay,
    buy,
    take,
  };
}

export type CommunityBuyForm = ReturnType<typeof useCommunityBuy>;
