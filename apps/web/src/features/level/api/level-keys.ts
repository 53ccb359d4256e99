/**
 * Query keys of the level area. Under the 'account' root: member data, reset with the rest of the member's on
 * every session change (app/api-setup.ts), and dropped after an upgrade along with the member centre's figures.
 */
export const levelKeys = {
  all: ['account', 'level'] as const,
  levels: (withRules: boolean) => ['account', 'level', 'list', withRules] as const,
  upgradeInfo: ['account', 'level', 'upgradeInfo'] as const,
  card: ['account', 'level', 'card'] as const,
  order: (orderNo: string) => ['account', 'level', 'order', orderNo] as const,
  rewardRule: (storeId: number | null) => ['account', 'level', 'rewardRule', storeId] as const,
};
