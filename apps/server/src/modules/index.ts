import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../platform/deps.ts';
import { registerAccount } from './account/routes.ts';
import { registerCart } from './cart/routes.ts';
import { registerCatalog } from './catalog/routes.ts';
import { registerCheckout } from './checkout/routes.ts';
import { registerOrder } from './order/routes.ts';
import { registerPayment } from './payment/routes.ts';
import { registerStore } from './store/routes.ts';

/** Each area registers its endpoints here; the order does not matter. */
const modules: Array<(app: FastifyInstance, deps: AppDeps) => void> = [
  registerAccount,
  registerStore,
  registerCatalog,
  registerCart,
  registerCheckout,
  registerOrder,
  registerPayment,
];

export function registerModules(app: FastifyInstance, deps: AppDeps): void {
  for (const register of modules) register(app, deps);
}
