import {
  type checkoutEndpoints,
  checkoutPaths,
  type OrderItemIn,
  type PlaceOrderMode,
  type SettlementPreviewOut,
} from '@shop/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call, endpointRef } from '../../../lib/api/client.ts';
import { useLocale } from '../../../lib/i18n/i18n-context.tsx';
import type { Locale } from '../../../lib/i18n/locale.ts';
import { useStore } from '../../store/index.ts';
import { type SlotFields, slotBody, slotKey } from '../state/settlement-slots.ts';
import { checkoutKeys } from './checkout-keys.ts';

export const indexNoDiscountRef = endpointRef<typeof checkoutEndpoints.indexNoDiscount>(
  checkoutPaths.indexNoDiscount,
);

/** What a settlement is asked for: the lines in a mode, to an address in delivery mode, with the coupons chosen. */
export interface SettlementAsk {
  orderMode: PlaceOrderMode;
  items: OrderItemIn[];
  addressId?: number;
  /** The member coupons to apply; null for the server's best preselection. */
  couponIds: number[] | null;
  /** The redemption promotions the shopper opted in to (decision 032); none when left out. */
  redemptions?: number[];
  /** What the registered pieces chose (pass cards, prepaid cards), by request field. */
  slots?: SlotFields;
}

/** The request fields of a settlement ask (the coupon calls take the same). */
export function askBody(ask: SettlementAsk) {
  const { orderMode, items, addressId, redemptions, slots } = ask;
  return {
    orderMode,
    items,
    ...(addressId ? { addressId } : {}),
    ...(redemptions?.length ? { redemptions } : {}),
    ...slotBody(slots),
  };
}

/**
 * checkout/IndexNoDiscount: the lines and totals the server will charge with the store's promotions and the
 * coupons (the best ones unless chosen), and whatever would refuse the order.
 */
export function fetchPreview(ask: SettlementAsk): Promise<SettlementPreviewOut> {
  return call(indexNoDiscountRef, {
    ...askBody(ask),
    ...(ask.couponIds ? { couponIds: ask.couponIds } : {}),
  });
}

/**
 * The query key of a settlement ask: its store, mode, address, lines, coupons, redemptions, the pieces' choices and
 * the reader's language.
 */
export function previewKey(storeId: number | null, ask: SettlementAsk, locale: Locale) {
  const to = ask.orderMode === 'package' ? (ask.addressId ?? 0) : 0;
  const coupons = ask.couponIds ? ask.couponIds.join(',') : 'best';
  return checkoutKeys.preview(
    storeId,
    ask.orderMode,
    `${to}:${coupons}:${(ask.redemptions ?? []).join(',')}:${slotKey(ask.slots)}:${JSON.stringify(ask.items)}`,
    locale,
  );
}

/** The settlement preview of an ask (to its address in delivery mode); nothing is asked while there are no lines. */
export function usePreview(ask: SettlementAsk, ready = true) {
  const { storeId } = useStore();
  const { locale } = useLocale();
  const to = ask.orderMode === 'package' ? ask.addressId : undefined;
  const sent = { ...ask, addressId: to };
  return useQuery({
    queryKey: previewKey(storeId, sent, locale),
    queryFn: () => fetchPreview(sent),
    enabled: storeId !== null && ask.items.length > 0 && ready,
    // Prices and stock move: always ask again on a visit, and keep the last preview on screen meanwhile.
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}
