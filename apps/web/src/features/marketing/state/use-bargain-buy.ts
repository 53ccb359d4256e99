import type { BargainOut } from '@shop/contracts';
import { PayCode, toMinor } from '@shop/domain';
import { useLoginInfo } from '../../account/index.ts';
import { usePayInfo, usePrepaidPayment } from '../../payment/index.ts';
import { buyBargain } from '../api/bargain-api.ts';

export const bargainPath = '/subpackages/marketing/bargain';

/** A bargain's own page: the activity, and the bargain when one is named (the link a starter shares). */
export function bargainPagePath(activityId: number, bargainId?: number): string {
  return bargainId === undefined
    ? `${bargainPath}?id=${activityId}`
    : `${bargainPath}?id=${activityId}&bargain=${bargainId}`;
}

/** The address a starter hands to friends: this app's bargain page with both ids, on the origin it is served from. */
export function bargainShareLink(origin: string, appPath: string, bargain: BargainOut): string {
  return `${origin}${appPath}#${bargainPagePath(bargain.activityId, bargain.id)}`;
}

/** The bargain and the price the page showed (a different price by the time it arrives is refused). */
interface BargainDraft {
  id: number;
  payMethod: number;
  /** Decimals. */
  price: number;
}

/**
 * Buying a bargain at the price it stands at: by balance only (decision 070), paid as payment's usePrepaidPayment
 * pays, the keypad first when the member has a payment password. A key per bargain and price, so a friend's cut
 * in between makes a new purchase rather than a repeat of the refused one. `onPaid` gets the order number (the
 * bargain, asked again, then carries it too).
 */
export function useBargainBuy(bargain: BargainOut, onPaid: (orderNo: string) => void) {
  const payInfo = usePayInfo('takeout', true);
  const login = useLoginInfo(false);
  const balance = login.data?.isLogin ? login.data.userInfo.money : 0;
  const back = bargainPagePath(bargain.activityId, bargain.id);
  const buy = usePrepaidPayment({
    needPayPassword: payInfo.data?.needPayPassword === true,
    sameAs: (d: BargainDraft) => `${d.id}:${d.price}`,
    place: async (draft, idempotencyKey, payPassword) => {
      const order = await buyBargain({
        bargain: draft.id,
        idempotencyKey,
        expectedPrice: draft.price,
        ...(payPassword ? { payPassword } : {}),
      });
      // Paid from the balance at once: never a gateway to go to.
      return { ...order, payMethod: PayCode.balance, needPay: false };
    },
    returnTo: back,
    onPaid: (order) => onPaid(order.orderNo),
  });
  return {
    buy,
    balance,
    short: login.data?.isLogin === true && toMinor(balance) < toMinor(bargain.currentPrice),
    pay: () => buy.pay({ id: bargain.id, payMethod: PayCode.balance, price: bargain.currentPrice }),
  };
}
