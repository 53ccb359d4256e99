import { and, eq, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { staffId } from '../../platform/staff/staff-fields.ts';
import { staffAnswer, staffBadRequest, staffInvalid } from '../../platform/staff/staff-reply.ts';

/** Which activities staff list: of one store or all, active (default), ended or both. */
export const activityListQuery = z.strictObject({
  storeId: staffId.optional(),
  status: z.enum(['active', 'ended', 'all']).default('active'),
});
export type ActivityListQuery = z.infer<typeof activityListQuery>;

/** The list query as a where clause on an activity table's store and status columns. */
export function activityWhere(
  cols: { storeId: PgColumn; status: PgColumn },
  q: ActivityListQuery,
): SQL | undefined {
  return and(
    q.storeId ? eq(cols.storeId, q.storeId) : undefined,
    q.status === 'all' ? undefined : eq(cols.status, q.status),
  );
}

const idParams = z.strictObject({ id: staffId });

type Problem = { field: string; reason: string };

/** One kind of activity as its staff routes see it: its path, list, create (with its body) and end. */
export interface StaffActivity<In> {
  path: string;
  listKey: string;
  list(q: ActivityListQuery): Promise<unknown[]>;
  body: z.ZodType<In>;
  /** A problem the body's schema cannot say (settings that only work together): the field to fix and why. */
  problem?(body: In): Problem | null | Promise<Problem | null>;
  create(body: In): Promise<unknown>;
  end(id: number): Promise<unknown>;
}

/**
 * The staff routes every marketing activity has (inside the /staff plugin, behind its bearer token):
 * GET /staff/<path> lists, POST /staff/<path> creates, POST /staff/<path>/:id/end ends it.
 */
export function registerStaffActivity<In>(staff: FastifyInstance, a: StaffActivity<In>): void {
  staff.get(`/${a.path}`, async (req, res) => {
    const query = activityListQuery.safeParse(req.query);
    if (!query.success) return staffInvalid(res, query.error.issues);
    return staffAnswer(res, async () => ({ [a.listKey]: await a.list(query.data) }));
  });
  staff.post(`/${a.path}`, async (req, res) => {
    const body = a.body.safeParse(req.body);
    if (!body.success) return staffInvalid(res, body.error.issues);
    const problem = await a.problem?.(body.data);
    if (problem) return staffBadRequest(res, problem.field, problem.reason);
    return staffAnswer(res, () => a.create(body.data));
  });
  staff.post(`/${a.path}/:id/end`, async (req, res) => {
    const params = idParams.safeParse(req.params);
    if (!params.success) return staffBadRequest(res, 'id');
    return staffAnswer(res, () => a.end(params.data.id));
  });
}
