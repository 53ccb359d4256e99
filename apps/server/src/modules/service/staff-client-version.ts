import { clientVersionPattern } from '@shop/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../platform/deps.ts';
import { staffAnswer, staffInvalid } from '../../platform/staff/staff-reply.ts';
import { readMinimumClientVersion, saveMinimumClientVersion } from './client-version.ts';

const body = z.strictObject({
  minimum: z.string().regex(clientVersionPattern, 'a dotted version such as 2024.06.14').nullable(),
});

/** What GET and PUT /staff/client-version answer (the staff CLI's client-version command prints it). */
export interface StaffClientVersionOut {
  minimum: string | null;
}

/** The chain's minimum client version for staff: GET / PUT /staff/client-version ({ minimum }; null clears it). */
export function registerStaffClientVersion(staff: FastifyInstance, deps: Pick<AppDeps, 'db'>): void {
  staff.get('/client-version', (_req, res) =>
    staffAnswer(
      res,
      async (): Promise<StaffClientVersionOut> => ({
        minimum: await readMinimumClientVersion(deps.db),
      }),
    ),
  );
  staff.put('/client-version', async (req, res) => {
    const parsed = body.safeParse(req.body ?? {});
    if (!parsed.success) return staffInvalid(res, parsed.error.issues);
    return staffAnswer(
      res,
      async (): Promise<StaffClientVersionOut> => ({
        minimum: await saveMinimumClientVersion(deps.db, parsed.data.minimum),
      }),
    );
  });
}
