import type { PlaceOrderMode } from '@shop/contracts';

/** Query keys of the payment area (member data: reset on every session change, dropped on a store change). */
export const paymentKeys = {
  all: ['payment'] as const,
  /** Every store's and mode's payment options: forgotten when the member's payment password changes. */
  payInfoAll: ['payment', 'payInfo'] as const,
  payInfo: (storeId: number | null, mode: PlaceOrderMode) => ['payment', 'payInfo', storeId, mode] as const,
  payResult: (orderNo: string) => ['payment', 'payResult', orderNo] as const,
  sandbox: (prepayId: string) => ['payment', 'sandbox', prepayId] as const,
};
