// The public face of the service module (DESIGN §2): customer service, notices and terms, devices, the client
// version check. Nothing of it is used by other modules yet; the app mounts it.
import type { ShopModule } from '../../platform/shop-module.ts';
import { registerService } from './routes.ts';
import { registerStaffClientVersion } from './staff-client-version.ts';

// What GET and PUT /staff/client-version answer (the staff CLI's client-version command prints it).
export type { StaffClientVersionOut } from './staff-client-version.ts';

/**
 * How the app mounts service: the store's terms documents, the native app's device registration and the chain's
 * minimum client version (checked on every shopper call; staff set it).
 */
export const serviceModule: ShopModule = {
  name: 'service',
  routes: registerService,
  staffRoutes: registerStaffClientVersion,
};
