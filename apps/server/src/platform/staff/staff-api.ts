import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../deps.ts';
import { failure } from '../http/endpoints.ts';
import type { JobRunner } from '../jobs/job-runner.ts';
import type { ShopModule } from '../shop-module.ts';
import { registerTranslationRoutes } from '../translations/translation-routes.ts';
import { registerStaffJobs } from './staff-jobs.ts';
import { staffTokenMatches } from './staff-token.ts';

/** What the staff API needs: the app's dependencies, its job runner and the token staff present. */
export type StaffDeps = AppDeps & { token: string; jobs: JobRunner };

function bearer(req: FastifyRequest): string | null {
  const header = req.headers.authorization;
  const match = header ? /^Bearer (\S{1,256})$/.exec(header) : null;
  return match ? match[1]! : null;
}

/**
 * The staff API under /staff/*: tools for store staff and demos, never called by the shopper's client. Every
 * route needs `Authorization: Bearer <STAFF_TOKEN>`. The areas add their own routes inside this plugin (ShopModule's
 * staffRoutes); the platform adds the jobs and the translations of the entities the areas list (translatables).
 */
export function registerStaffApi(
  app: FastifyInstance,
  deps: StaffDeps,
  modules: readonly ShopModule[],
): void {
  app.register(
    async (staff) => {
      staff.addHook('onRequest', async (req, res) => {
        const presented = bearer(req);
        if (presented === null || !staffTokenMatches(presented, deps.token)) {
          return res.code(401).send(failure('STAFF_UNAUTHORIZED', '员工令牌无效'));
        }
      });
      for (const module of modules) module.staffRoutes?.(staff, deps);
      registerTranslationRoutes(
        staff,
        deps.db,
        modules.flatMap((m) => m.translatables ?? []),
      );
      registerStaffJobs(staff, deps);
    },
    { prefix: '/staff' },
  );
}
