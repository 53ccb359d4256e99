import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../platform/deps.ts';
import { registerAccount } from './account/routes.ts';
import { registerCart } from './cart/routes.ts';
import { registerCatalog } from './catalog/routes.ts';
import { registerStore } from './store/routes.ts';

/** Each area registers its endpoints here; the order does not matter. */
const modules: Array<(app: FastifyInstance, deps: AppDeps) => void> = [
  registerAccount,
  registerStore,
  registerCatalog,
  registerCart,
];

export function registerModules(app: FastifyInstance, deps: AppDeps): void {
  for (const register of modules) register(app, deps);
}
