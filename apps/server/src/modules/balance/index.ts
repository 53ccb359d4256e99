// The public face of the balance module: what other modules use of it (DESIGN §2). Its inner files stay private.
import type { ShopModule } from '../../platform/shop-module.ts';
import { registerStaffBalance } from './staff-balance.ts';

// The balance ledger: moving a member's balance, alone or as CTEs inside another statement.
export { balanceMoveCtes, moveBalance } from './ledger.ts';

/** How the app mounts the balance: no shopper call of its own yet; staff edit a member's balance. */
export const balanceModule: ShopModule = {
  name: 'balance',
  staffRoutes: registerStaffBalance,
};
