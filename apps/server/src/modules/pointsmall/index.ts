// The public face of the points mall module: what other modules use of it (DESIGN §2). Its inner files stay private.
import type { ShopModule } from '../../platform/shop-module.ts';
import { registerPointsmall } from './routes.ts';
import { registerStaffPointsmall } from './staff-pointsmall.ts';

// How many products the mall offers (a custom page's activity strip shows it, decision 040).
export { shelfCount } from './products.ts';
// What GET /staff/pointsmall/… answers (the staff CLI's pointsmall command prints it).
export type { StaffPointsProductOut } from './staff-pointsmall.ts';

/**
 * How the app mounts the points mall: the mall, product details, exchanging (its payable kind 'points' for the
 * money part), the member's exchanges and CancelExchange; for staff, products, shelves and goods picked up.
 */
export const pointsmallModule: ShopModule = {
  name: 'pointsmall',
  routes: registerPointsmall,
  staffRoutes: registerStaffPointsmall,
};
