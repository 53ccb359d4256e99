// The public face of the balance module: what other modules use of it (DESIGN §2). Its inner files stay private.
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/deps.ts';
import type { ShopModule } from '../../platform/shop-module.ts';
import { balanceAsset } from './member-assets.ts';
import { registerPayCode } from './pay-code-routes.ts';
import { registerBalance } from './routes.ts';
import { registerStaffBalance } from './staff-balance.ts';
import { registerStaffPayCode } from './staff-pay-code.ts';

// Top-up is read here and placed, credited and shown by balance-top-up, which sits above payment, order and the
// gift area (decision 037): the names of gift items, the wire shape of a gift and its instalments, the rules.
export { giftItemsOut } from './gift-item-names.ts';
// The balance ledger: moving a member's balance, alone or as CTEs inside another statement; the balance now.
export { balanceMoveCtes, hasOrderEntry, moveBalance } from './ledger.ts';
export { memberBalance } from './member-assets.ts';
// A member's payment code proving who they are at the counter for another use than a charge (a pass card's use,
// decision 065): verified and its step taken in the caller's transaction, like a charge, so it serves once.
export { acceptPayCodeAtCounter } from './pay-code-accept.ts';
// How a top-up's ledger entry shows its order (balance-top-up registers it).
export { registerTopUpDetail, type TopUpDetail } from './pay-detail.ts';
// What the staff payment code routes answer (the staff CLI's charge reads it).
export type { StaffPayCodeChargeOut } from './staff-pay-code.ts';
export { instalmentOut } from './top-up-instalments.ts';
export { activeRules, balanceGiftOut, type TopUpGifts, type TopUpRuleRow } from './top-up-rules.ts';

/**
 * How the app mounts the balance: the member payment code, the top-up rules, the ledger pages
 * (balance, payDetail); for staff, a manual edit of a member's balance and charging a payment code at the till.
 */
export const balanceModule: ShopModule = {
  name: 'balance',
  routes(app: FastifyInstance, deps: AppDeps) {
    registerPayCode(app, deps);
    registerBalance(app, deps);
  },
  staffRoutes(staff: FastifyInstance, deps: AppDeps) {
    registerStaffBalance(staff, deps);
    registerStaffPayCode(staff, deps);
  },
  memberAssets: [balanceAsset],
};
