import type { FastifyInstance, FastifyRequest } from 'fastify';
import { registerStaffCodes } from '../../modules/account/staff-codes.ts';
import { registerStaffLogin } from '../../modules/account/staff-login.ts';
import { registerStaffMembers } from '../../modules/account/staff-members.ts';
import { registerStaffBalance } from '../../modules/balance/staff-balance.ts';
import type { AppDeps } from '../deps.ts';
import { failure } from '../http/endpoints.ts';
import type { JobRunner } from '../jobs/job-runner.ts';
import { registerStaffJobs } from './staff-jobs.ts';
import { registerStaffOrders } from './staff-orders.ts';
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
 * route needs `Authorization: Bearer <STAFF_TOKEN>`. Later issues add their routes inside this plugin.
 */
export function registerStaffApi(app: FastifyInstance, deps: StaffDeps): void {
  app.register(
    async (staff) => {
      staff.addHook('onRequest', async (req, res) => {
        const presented = bearer(req);
        if (presented === null || !staffTokenMatches(presented, deps.token)) {
          return res.code(401).send(failure('STAFF_UNAUTHORIZED', '员工令牌无效'));
        }
      });
      registerStaffCodes(staff, deps);
      registerStaffOrders(staff, deps);
      registerStaffBalance(staff, deps);
      registerStaffMembers(staff, deps);
      registerStaffLogin(staff, deps);
      registerStaffJobs(staff, deps);
    },
    { prefix: '/staff' },
  );
}
