// The public face of the service module (DESIGN §2): customer service, notices and terms, devices. Nothing of it
// is used by other modules yet; the app mounts it.
import type { ShopModule } from '../../platform/shop-module.ts';
import { registerService } from './routes.ts';

/** How the app mounts service: the store's terms documents and the native app's device registration. */
export const serviceModule: ShopModule = { name: 'service', routes: registerService };
