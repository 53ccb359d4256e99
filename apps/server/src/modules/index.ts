import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../platform/deps.ts';
import { registerMemberAccounts } from './account/member-accounts-routes.ts';
import { registerPrivacy } from './account/privacy/routes.ts';
import { registerProfile } from './account/profile/routes.ts';
import { registerAccount } from './account/routes.ts';
import { registerCart } from './cart/routes.ts';
import { registerCatalog } from './catalog/routes.ts';
import { registerCheckout } from './checkout/routes.ts';
import { registerLevel } from './level/routes.ts';
import { registerOrder } from './order/routes.ts';
import { registerPayment } from './payment/routes.ts';
import { registerService } from './service/routes.ts';
import { registerStore } from './store/routes.ts';

/** Each area registers its endpoints here; the order does not matter. */
const modules: Array<(app: FastifyInstance, deps: AppDeps) => void> = [
  registerAccount,
  registerMemberAccounts,
  registerPrivacy,
  registerProfile,
  registerService,
  registerStore,
  registerCatalog,
  registerCart,
  registerCheckout,
  registerOrder,
  registerPayment,
  registerLevel,
];

export function registerModules(app: FastifyInstance, deps: AppDeps): void {
  for (const register of modules) register(app, deps);
}
