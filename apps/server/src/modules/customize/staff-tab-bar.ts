import { savedTabBar as savedTabBarSchema } from '@shop/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../platform/deps.ts';
import { staffAnswer, staffInvalid } from '../../platform/staff/staff-reply.ts';
import { savedTabBar, saveTabBar } from './tab-bar.ts';

const storeQuery = z.strictObject({ storeId: z.coerce.number().int().positive() });
/** PUT body: the store and its tabs (checked by the same contract as everywhere), or tabs null for the default. */
const putBody = z.union([
  z.strictObject({ storeId: z.number().int().positive(), tabs: z.null() }),
  savedTabBarSchema.and(z.object({ storeId: z.number().int().positive() })),
]);

/** What GET and PUT /staff/customize/tab-bar answer (the staff CLI's tabbar command prints it). */
export type StaffTabBarOut = Awaited<ReturnType<typeof savedTabBar>>;

/** GET / PUT /staff/customize/tab-bar: a store's tab bar (decision 041). */
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
}
