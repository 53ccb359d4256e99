import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../platform/deps.ts';
import { staffId } from '../../platform/staff/staff-fields.ts';
import { staffAnswer, staffBadRequest, staffInvalid } from '../../platform/staff/staff-reply.ts';
import {
  grantBody,
  grantPackage,
  honourEntitlement,
  memberEntitlements,
  memberQuery,
} from './staff-grants.ts';
import { createPackage, endPackage, listPackages, newPackage, toStaffPackage } from './staff-packages.ts';

const id = staffId;

/**
 * Staff gift routes (inside the /staff plugin, behind its bearer token): packages (list, create, end), granting one
 * to a member, a member's goods and service gifts, honouring one at the counter.
 */
export function registerStaffGifts(staff: FastifyInstance, deps: AppDeps): void {
  staff.get('/gifts/packages', async (req, res) => {
    const q = z.strictObject({ storeId: id.optional() }).safeParse(req.query);
    if (!q.success) return staffBadRequest(res, 'storeId');
    return staffAnswer(res, async () => ({
      packages: (await listPackages(deps.db, q.data.storeId)).map(toStaffPackage),
    }));
  });
  staff.post('/gifts/packages', async (req, res) => {
    const body = newPackage.safeParse(req.body ?? {});
    if (!body.success) return staffInvalid(res, body.error.issues);
    return staffAnswer(res, async () =>
      toStaffPackage(await createPackage(deps.db, body.data, deps.clock.now())),
    );
  });
  staff.post('/gifts/packages/:id/end', async (req, res) => {
    const params = z.strictObject({ id }).safeParse(req.params);
    if (!params.success) return staffBadRequest(res, 'id');
    return staffAnswer(res, async () => toStaffPackage(await endPackage(deps.db, params.data.id)));
  });
  staff.post('/gifts/grant', async (req, res) => {
    const body = grantBody.safeParse(req.body ?? {});
    if (!body.success) return staffInvalid(res, body.error.issues);
    return staffAnswer(res, () => grantPackage(deps, body.data));
  });
  staff.get('/gifts/entitlements', async (req, res) => {
    const q = memberQuery.safeParse(req.query);
    if (!q.success) return staffInvalid(res, q.error.issues);
    return staffAnswer(res, () => memberEntitlements(deps.db, q.data));
  });
  staff.post('/gifts/entitlements/:id/honour', async (req, res) => {
    const params = z.strictObject({ id }).safeParse(req.params);
    const body = z
      .strictObject({ count: z.number().int().min(1).max(999).optional() })
      .safeParse(req.body ?? {});
    if (!params.success) return staffBadRequest(res, 'id');
    if (!body.success) return staffInvalid(res, body.error.issues);
    return staffAnswer(res, () => honourEntitlement(deps, params.data.id, body.data.count ?? 1));
  });
}
