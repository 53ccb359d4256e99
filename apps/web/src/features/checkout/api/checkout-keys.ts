import type { PlaceOrderMode } from '@shop/contracts';

/** Query keys of the checkout area (member data: reset on every session change, dropped on a store change). */
export const checkoutKeys = {
  all: ['checkout'] as const,
  payInfo: (storeId: number | null, mode: PlaceOrderMode) => ['checkout', 'payInfo', storeId, mode] as const,
  preview: (storeId: number | null, mode: PlaceOrderMode, lines: string) =>
    ['checkout', 'preview', storeId, mode, lines] as const,
  payResult: (orderNo: string) => ['checkout', 'payResult', orderNo] as const,
  sandbox: (prepayId: string) => ['checkout', 'sandbox', prepayId] as const,
};
