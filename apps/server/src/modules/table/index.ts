// The public face of the table module: what other modules use of it (DESIGN §2). Its inner files stay private.
import type { ShopModule } from '../../platform/shop-module.ts';
import { checkOverJob } from './check-over.ts';
import { registerTable } from './routes.ts';
import { registerStaffTables } from './staff-routes.ts';
import { registerTableOrderDetail } from './table-orders.ts';

// A table as GET /staff/tables lists it (the staff CLI's tables command prints it), and a new table's code.
export { newTableCode, type StaffTableOut } from './staff-service.ts';

/** Seconds between check-over runs: a minute is fine against the 10 minutes of SPEC §9. */
const CHECK_OVER_EVERY = 60;

/**
 * How the app mounts the table area: the scan and shared-cart calls, the staff table routes, and the check-over job
 * (registered with the other sweeps, when the order sweep is on; API tests run it by hand).
 */
export const tableModule: ShopModule = {
  name: 'table',
  routes: (app, deps) => {
    registerTableOrderDetail();
    registerTable(app, deps);
  },
  staffRoutes: registerStaffTables,
  jobs: (deps, settings) => (settings.orderSweepSeconds ? [checkOverJob(deps, CHECK_OVER_EVERY)] : []),
};
