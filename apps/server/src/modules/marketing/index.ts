// The public face of the marketing module: what other modules use of it (DESIGN §2). Its inner files stay private.
import type { ShopModule } from '../../platform/shop-module.ts';
import { registerMarketing } from './routes.ts';
import { registerStaffGroupMeals } from './staff-group-meals.ts';
import { marketingTranslatables } from './translatables.ts';

// One booking as GET /staff/group-meals lists it (the staff CLI's group-meals command prints it).
export type { StaffGroupMealOut } from './staff-group-meals.ts';

/**
 * How the app mounts marketing: group-meal booking (set menus, booking with a deposit paid by balance or online,
 * the member's bookings and their cancel) and the group meal's payable kind; for staff, the bookings and their
 * confirm / serve steps; the set menus' text staff translate.
 */
export const marketingModule: ShopModule = {
  name: 'marketing',
  routes: registerMarketing,
  staffRoutes: registerStaffGroupMeals,
  translatables: marketingTranslatables,
};
