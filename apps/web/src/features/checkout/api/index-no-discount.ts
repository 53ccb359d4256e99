import type { checkoutEndpoints, OrderItemIn, PlaceOrderMode, SettlementPreviewOut } from '@shop/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call, endpointRef } from '../../../lib/api/client.ts';
import { useLocale } from '../../../lib/i18n/i18n-context.tsx';
import { useStore } from '../../store/index.ts';
import { checkoutKeys } from './checkout-keys.ts';

export const indexNoDiscountRef =
  endpointRef<typeof checkoutEndpoints.indexNoDiscount>('checkout/IndexNoDiscount');

/** checkout/IndexNoDiscount: the lines and totals the server will charge, and whatever would refuse the order. */
export function fetchPreview(
  orderMode: PlaceOrderMode,
  items: OrderItemIn[],
  addressId?: number,
): Promise<SettlementPreviewOut> {
  return call(indexNoDiscountRef, { orderMode, items, ...(addressId ? { addressId } : {}) });
}

/** The settlement preview of these lines (to this address in delivery mode); nothing is asked while there are none. */
export function usePreview(
  orderMode: PlaceOrderMode,
  items: OrderItemIn[],
  addressId?: number,
  ready = true,
) {
  const { storeId } = useStore();
  const { locale } = useLocale();
  const to = orderMode === 'package' ? (addressId ?? 0) : 0;
  return useQuery({
    queryKey: checkoutKeys.preview(storeId, orderMode, `${to}:${JSON.stringify(items)}`, locale),
    queryFn: () => fetchPreview(orderMode, items, to || undefined),
    enabled: storeId !== null && items.length > 0 && ready,
    // Prices and stock move: always ask again on a visit, and keep the last preview on screen meanwhile.
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}
