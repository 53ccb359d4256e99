import type { PlaceOrderMode } from '@shop/contracts';

/** Query keys of the checkout area (member data: reset on every session change, dropped on a store change). */
export const checkoutKeys = {
  all: ['checkout'] as const,
  preview: (storeId: number | null, mode: PlaceOrderMode, lines: string) =>
    ['checkout', 'preview', storeId, mode, lines] as const,
};
