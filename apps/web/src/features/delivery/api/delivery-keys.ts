/**
 * Query keys of the delivery area. An order's progress and rider position are member data (reset with the
 * session); the progress carries the address in the reader's script, so its key has the locale; a store's zones
 * carry no store text, so their key has none.
 */
export const deliveryKeys = {
  all: ['delivery'] as const,
  zones: (storeId: number) => ['delivery', 'zones', storeId] as const,
  progress: (orderNo: string) => ['delivery', 'progress', orderNo] as const,
  express: (orderNo: string, locale: string) => ['delivery', 'progress', orderNo, 'express', locale] as const,
  position: (orderNo: string) => ['delivery', 'progress', orderNo, 'position'] as const,
};
