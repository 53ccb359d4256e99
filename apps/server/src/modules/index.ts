import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../platform/deps.ts';

/** Each area registers its endpoints here; the order does not matter. */
const modules: Array<(app: FastifyInstance, deps: AppDeps) => void> = [];

export function registerModules(app: FastifyInstance, deps: AppDeps): void {
  for (const register of modules) register(app, deps);
}
