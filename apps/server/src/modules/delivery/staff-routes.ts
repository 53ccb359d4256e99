import { staffZonesIn } from '@shop/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../platform/deps.ts';
import { staffId } from '../../platform/staff/staff-fields.ts';
import { staffAnswer, staffInvalid } from '../../platform/staff/staff-reply.ts';
import { zonesOfStore } from './coverage.ts';
import { moveDelivery, reportPosition } from './lifecycle.ts';
import { replaceZones } from './zones.ts';

const storeParams = z.strictObject({ storeId: staffId });
const orderParams = z.strictObject({ orderNo: z.string().regex(/^\d{6,32}$/) });
const stepParams = orderParams.extend({
  step: z.enum(['accept', 'dispatch', 'pickup', 'deliver', 'arrive', 'returning', 'returned']),
});
const stepBody = z
  .strictObject({
    rider: z.strictObject({ name: z.string().min(1).max(40), phone: z.string().min(3).max(20) }),
  })
  .partial();
const positionBody = z.strictObject({
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
});

/**
 * Staff delivery routes (inside the /staff plugin, behind its bearer token): a store's zones, listed and replaced,
 * and the sandbox courier's side of a delivery order — its steps and the rider's position.
 */
export function registerStaffDelivery(staff: FastifyInstance, deps: AppDeps): void {
  staff.get('/stores/:storeId/zones', async (req, res) => {
    const params = storeParams.safeParse(req.params);
    if (!params.success) return staffInvalid(res, params.error.issues);
    return staffAnswer(res, () => zonesOfStore(deps, params.data.storeId));
  });

  // Replaces the store's whole list (validated: a polygon has 3 to 500 points in range, money ≥ 0, …).
  staff.put('/stores/:storeId/zones', async (req, res) => {
    const params = storeParams.safeParse(req.params);
    if (!params.success) return staffInvalid(res, params.error.issues);
    const body = staffZonesIn.safeParse(req.body ?? {});
    if (!body.success) return staffInvalid(res, body.error.issues);
    return staffAnswer(res, async () => {
      await zonesOfStore(deps, params.data.storeId);
      await replaceZones(deps.db, params.data.storeId, body.data.zones);
      return zonesOfStore(deps, params.data.storeId);
    });
  });

  staff.post('/deliveries/:orderNo/position', async (req, res) => {
    const params = orderParams.safeParse(req.params);
    if (!params.success) return staffInvalid(res, params.error.issues);
    const body = positionBody.safeParse(req.body ?? {});
    if (!body.success) return staffInvalid(res, body.error.issues);
    return staffAnswer(res, () => reportPosition(deps, params.data.orderNo, body.data));
  });

  staff.post('/deliveries/:orderNo/:step', async (req, res) => {
    const params = stepParams.safeParse(req.params);
    if (!params.success) return staffInvalid(res, params.error.issues);
    const body = stepBody.safeParse(req.body ?? {});
    if (!body.success) return staffInvalid(res, body.error.issues);
    return staffAnswer(res, () => moveDelivery(deps, params.data.orderNo, params.data.step, body.data));
  });
}
