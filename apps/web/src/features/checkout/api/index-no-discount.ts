import type { checkoutEndpoints, OrderItemIn, PlaceOrderMode, SettlementPreviewOut } from '@shop/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call, endpointRef } from '../../../lib/api/client.ts';
import { useLocale } from '../../../lib/i18n/i18n-context.tsx';
import { useStore } from '../../store/index.ts';
import { checkoutKeys } from './checkout-keys.ts';

export const indexNoDiscountRef =
  endpointRef<typeof checkoutEndpoints.indexNoDiscount>('checkout/IndexNoDiscount');

/** checkout/IndexNoDiscount: the lines and totals the server will charge, and whatever would refuse the order. */
export function fetchPreview(orderMode: PlaceOrderMode, items: OrderItemIn[]): Promise<SettlementPreviewOut> {
  return call(indexNoDiscountRef, { orderMode, items });
}

/** The settlement preview of these lines; nothing is asked while there are none. */
export function usePreview(orderMode: PlaceOrderMode, items: OrderItemIn[]) {
  const { storeId } = useStore();
  const { locale } = useLocale();
  return useQuery({
    queryKey: checkoutKeys.preview(storeId, orderMode, JSON.stringify(items), locale),
    queryFn: () => fetchPreview(orderMode, items),
    enabled: storeId !== null && items.length > 0,
    // Prices and stock move: always ask again on a visit, and keep the last preview on screen meanwhile.
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}
