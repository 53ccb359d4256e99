import { savedTabBar as savedTabBarSchema } from '@shop/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../platform/deps.ts';
import { staffBodyId, staffId } from '../../platform/staff/staff-fields.ts';
import { staffAnswer, staffInvalid } from '../../platform/staff/staff-reply.ts';
import { knowledgeSite, saveKnowledgeSite } from './knowledge-site.ts';
import { savedTabBar, saveTabBar } from './tab-bar.ts';

const storeQuery = z.strictObject({ storeId: staffId });
/** PUT body: the store and its tabs (checked by the same contract as everywhere), or tabs null for the default. */
const putBody = z.union([
  z.strictObject({ storeId: staffBodyId, tabs: z.null() }),
  savedTabBarSchema.and(z.object({ storeId: staffBodyId })),
]);

/** A host name only (no scheme, path or port): the college page builds https://<host>/ itself. */
const hostBody = z.strictObject({
  storeId: staffBodyId,
  host: z
    .string()
    .toLowerCase()
    .regex(
      /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/,
      'a host name such as learn.example.com',
    )
    .nullable(),
});

/** What GET and PUT /staff/customize/knowledge-site answer. */
export type StaffKnowledgeSiteOut = Awaited<ReturnType<typeof knowledgeSite>>;

/** What GET and PUT /staff/customize/tab-bar answer (the staff CLI's tabbar command prints it). */
export type StaffTabBarOut = Awaited<ReturnType<typeof savedTabBar>>;

/**
 * GET / PUT /staff/customize/tab-bar: a store's tab bar; GET / PUT /staff/customize/knowledge-site: the host of its
 * knowledge site (decision 041).
 */
export function registerStaffTabBar(staff: FastifyInstance, deps: Pick<AppDeps, 'db' | 'clock'>): void {
  staff.get('/customize/tab-bar', (req, res) => {
    const q = storeQuery.safeParse(req.query);
    if (!q.success) return staffInvalid(res, q.error.issues);
    return staffAnswer(res, () => savedTabBar(deps, q.data.storeId));
  });
  staff.put('/customize/tab-bar', (req, res) => {
    const b = putBody.safeParse(req.body);
    if (!b.success) return staffInvalid(res, b.error.issues);
    return staffAnswer(res, () => saveTabBar(deps, b.data.storeId, b.data.tabs));
  });
  staff.get('/customize/knowledge-site', (req, res) => {
    const q = storeQuery.safeParse(req.query);
    if (!q.success) return staffInvalid(res, q.error.issues);
    return staffAnswer(res, () => knowledgeSite(deps, q.data.storeId));
  });
  staff.put('/customize/knowledge-site', (req, res) => {
    const b = hostBody.safeParse(req.body);
    if (!b.success) return staffInvalid(res, b.error.issues);
    return staffAnswer(res, () => saveKnowledgeSite(deps, b.data.storeId, b.data.host));
  });
}
