/**
 * Query keys of the delivery area. An order's progress and rider position are member data (reset with the
 * session); a store's zones carry no store text, so their key has no locale.
 */
export const deliveryKeys = {
  all: ['delivery'] as const,
  zones: (storeId: number) => ['delivery', 'zones', storeId] as const,
  progress: (orderNo: string) => ['delivery', 'progress', orderNo] as const,
  express: (orderNo: string) => ['delivery', 'progress', orderNo, 'express'] as const,
  position: (orderNo: string) => ['delivery', 'progress', orderNo, 'position'] as const,
};
