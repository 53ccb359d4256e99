import type { InvalidBasketItem, OrderItemIn, PlacedOrderOut, PlaceOrderMode } from '@shop/contracts';
import { useRef, useState } from 'react';
import { isApiError } from '../../../lib/api/api-error.ts';
import { newIdempotencyKey } from '../../../lib/api/idempotency-key.ts';
import { queryClient } from '../../../lib/api/query-client.ts';
import { formatList } from '../../../lib/i18n/format.ts';
import { translate } from '../../../lib/i18n/messages.ts';
import { redirect } from '../../../lib/router/use-route.tsx';
import { errorMessage, toast, toastError } from '../../../ui/feedback/feedback.ts';
import { accountKeys } from '../../account/index.ts';
import { cartStore } from '../../cart/index.ts';
import { orderKeys } from '../../order/index.ts';
import { startOnlinePayment } from '../../payment/index.ts';
import { placeFast } from '../api/place-fast.ts';
import { type SlotFields, slotBody } from './settlement-slots.ts';

export const receiptPath = '/subpackages/shopping/receipt';
export const orderDetailPath = '/subpackages/orderhistory/orderDetail';

/** What the shopper confirmed on the settlement page. */
export interface OrderDraft {
  mode: PlaceOrderMode;
  items: OrderItemIn[];
  payMethod: number;
  contactPhone: string;
  remark: string;
  /** An ISO instant (pickup time, or a delivery slot's start), or null for as soon as possible. */
  pickupTime: string | null;
  /** Delivery mode: the member's address. */
  addressId?: number;
  /** The preview's total: the server refuses (CART_CHANGED) rather than charge another. */
  expectedAmount: number;
  /** The 6-digit payment password, for member balance when the member has one (SPEC §5). */
  payPassword?: string;
  /** The member coupons the preview applied (the server refuses one it can no longer use). */
  couponIds?: number[];
  /** The redemption promotions opted in to (decision 032). */
  redemptions?: number[];
  /** What the settlement's registered pieces chose (pass cards, prepaid cards), by request field. */
  slots?: SlotFields;
}

/** Why placefast refused: its code, the translated text and, for a stock shortage, the items short. */
export interface Refusal {
  code: string;
  message: string;
  items: InvalidBasketItem[];
}

function refusalOf(error: unknown): Refusal {
  const items = isApiError(error) ? error.envelope?.InvalidBasketItems : undefined;
  return {
    code: isApiError(error) ? error.code : 'UNKNOWN',
    message: errorMessage(error),
    items: Array.isArray(items) ? (items as InvalidBasketItem[]) : [],
  };
}

/** A free gift the settlement showed that ran out before the order was placed: said on the page that comes next. */
function tellDroppedGifts(order: PlacedOrderOut): void {
  const gifts = order.droppedGifts ?? [];
  if (gifts.length === 0) return;
  const names = formatList(gifts.map((gift) => gift.ProductName));
  toast(translate('checkout.giftGonePlaced', { names }), { duration: 4000, forNextPage: true });
}

/** Where a placed order goes on: the gateway for an online method, else straight to the receipt. */
async function goOn(order: PlacedOrderOut): Promise<void> {
  tellDroppedGifts(order);
  // The server took the ordered lines out of the cart, and the balance and the order list changed too.
  void cartStore.load();
  void queryClient.invalidateQueries({ queryKey: accountKeys.all });
  void queryClient.invalidateQueries({ queryKey: orderKeys.all });
  if (!order.needPay) {
    redirect(receiptPath, { orderno: order.orderNo });
    return;
  }
  try {
    await startOnlinePayment(order.orderNo, order.payMethod, { replace: true });
  } catch (error) {
    // The order stands, unpaid: its page offers to pay again until it is auto-cancelled.
    toastError(error);
    redirect(orderDetailPath, { orderno: order.orderNo });
  }
}

/**
 * Places the order (order/placefast). The idempotency key is made once per settlement visit and kept, so a
 * retry after a lost answer, or a double tap, can never make a second order.
 */
export function useSubmitOrder(onRefused: (refusal: Refusal) => void) {
  const [idempotencyKey] = useState(newIdempotencyKey);
  const sending = useRef(false);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [placed, setPlaced] = useState<PlacedOrderOut | null>(null);

  const submit = async (draft: OrderDraft) => {
    if (sending.current) return;
    sending.current = true;
    setBusy(true);
    setRefusal(null);
    try {
      const order = await placeFast({
        idempotencyKey,
        orderMode: draft.mode,
        items: draft.items,
        payMethod: draft.payMethod,
        contactPhone: draft.contactPhone,
        remark: draft.remark,
        pickupTime: draft.pickupTime,
        ...(draft.addressId ? { addressId: draft.addressId } : {}),
        expectedAmount: draft.expectedAmount,
        ...(draft.payPassword ? { payPassword: draft.payPassword } : {}),
        ...(draft.couponIds?.length ? { couponIds: draft.couponIds } : {}),
        ...(draft.redemptions?.length ? { redemptions: draft.redemptions } : {}),
        ...slotBody(draft.slots),
      });
      setPlaced(order);
      await goOn(order);
    } catch (error) {
      const why = refusalOf(error);
      setRefusal(why);
      onRefused(why);
    } finally {
      sending.current = false;
      setBusy(false);
    }
  };

  return { submit, busy, refusal, placed, clearRefusal: () => setRefusal(null) };
}
