// The public face of the balance module: what other modules use of it (DESIGN §2). Its inner files stay private.
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/deps.ts';
import type { ShopModule } from '../../platform/shop-module.ts';
import { registerPayCode } from './pay-code-routes.ts';
import { registerStaffBalance } from './staff-balance.ts';
import { registerStaffPayCode } from './staff-pay-code.ts';

// The balance ledger: moving a member's balance, alone or as CTEs inside another statement.
export { balanceMoveCtes, moveBalance } from './ledger.ts';
// What the staff payment code routes answer (the staff CLI's charge reads it).
export type { StaffPayCodeChargeOut } from './staff-pay-code.ts';

/**
 * How the app mounts the balance: the member payment code (shopper calls), and for staff a manual edit of a
 * member's balance and charging a payment code at the till.
 */
export const balanceModule: ShopModule = {
  name: 'balance',
  routes: registerPayCode,
  staffRoutes(staff: FastifyInstance, deps: AppDeps) {
    registerStaffBalance(staff, deps);
    registerStaffPayCode(staff, deps);
  },
};
