import type { GroupBuyActivityOut } from '@shop/contracts';
import { useState } from 'react';
import { navigate, redirect } from '../../../lib/router/use-route.tsx';
import { usePrepaidPayment } from '../../payment/index.ts';
import { buyGroupPlace } from '../api/group-buy-api.ts';
import { usePayState } from './use-pay-state.ts';

export const groupBuyPath = '/subpackages/marketing/groupBuy';
const loginPath = '/subpackages/account/login';

/** The page of one activity, or of one of its groups (the leader's share link, mode 1). */
export function activityRoute(id: number, group: number | null = null): string {
  return group === null ? `${groupBuyPath}?id=${id}` : `${groupBuyPath}?id=${id}&group=${group}`;
}

/** The share link a leader hands to friends: the app's address with the group's page in its hash. */
export function groupShareLink(origin: string, appPath: string, activityId: number, groupId: number): string {
  return `${origin}${appPath}#${activityRoute(activityId, groupId)}`;
}

/** The place chosen (a new group, or one to join) and how it is paid; the group price the page showed goes along. */
interface PlaceDraft {
  id: number;
  group: number | null;
  payMethod: number;
  /** Decimals. */
  price: number;
}

/**
 * Buying a place in a group buy: the methods, the balance and the method in effect; GroupPurchase/Buy paid as
 * payment's usePrepaidPayment pays (one key per group and method, the keypad for balance). Paid at once it opens
 * the order (?orderno=); online the gateway leads back here with the order to confirm. A guest is sent to log in,
 * back to the page they were on (SPEC §6).
 */
export function useGroupBuy(activity: GroupBuyActivityOut, loggedIn: boolean, sharedGroup: number | null) {
  const { pay, needPayPassword } = usePayState(loggedIn, activity.groupPrice);
  // Which place the last tap was for (null: a new group), so only that button spins.
  const [taking, setTaking] = useState<number | null>(null);
  const chosen = pay.chosen;
  const here = activityRoute(activity.id, sharedGroup);
  const buy = usePrepaidPayment({
    needPayPassword,
    sameAs: (d: PlaceDraft) => `${d.id}:${d.group ?? 'new'}:${d.payMethod}`,
    place: (draft, idempotencyKey, payPassword) =>
      buyGroupPlace({
        id: draft.id,
        ...(draft.group === null ? {} : { group: draft.group }),
        payMethod: draft.payMethod,
        idempotencyKey,
        expectedPrice: draft.price,
        ...(payPassword ? { payPassword } : {}),
      }),
    returnTo: here,
    onPaid: (order) => redirect(groupBuyPath, { id: String(activity.id), orderno: order.orderNo }),
  });
  /** Starts a group (null) or joins one. */
  const take = (group: number | null) => {
    if (!loggedIn) navigate(loginPath, { redirect: here });
    else if (chosen) {
      setTaking(group);
      buy.pay({ id: activity.id, group, payMethod: chosen.Code, price: activity.groupPrice });
    }
  };
  /** Whether the place being paid for is this one (null: a new group). */
  const busyFor = (group: number | null) => buy.busy && taking === group;
  return { pay, buy, take, busyFor };
}

export type GroupBuyForm = ReturnType<typeof useGroupBuy>;
