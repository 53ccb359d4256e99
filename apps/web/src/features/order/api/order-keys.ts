import type { OrderTab } from '@shop/contracts';

/** The history's time filter (SPEC §9): the last 30 days or the last year. */
export type OrderRange = 'month' | 'year';

/** Query keys of the order area. Member data: reset whenever the session changes (app/api-setup.ts). */
export const orderKeys = {
  all: ['orders'] as const,
  lists: ['orders', 'list'] as const,
  list: (tab: OrderTab, range: OrderRange) => ['orders', 'list', tab, range] as const,
  detail: (orderNo: string) => ['orders', 'detail', orderNo] as const,
};
