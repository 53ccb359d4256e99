import { staffZonesIn } from '@shop/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../platform/deps.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { envelope, failure, sendAppError } from '../../platform/http/endpoints.ts';
import { zonesOfStore } from './coverage.ts';
import { moveDelivery, reportPosition } from './lifecycle.ts';
import { replaceZones } from './zones.ts';

const storeParams = z.strictObject({ storeId: z.coerce.number().int().positive().max(2_147_483_647) });
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

async function answer(res: FastifyReply, work: () => Promise<unknown>) {
  try {
    return res.send(envelope(await work()));
  } catch (err) {
    if (err instanceof AppError) return sendAppError(res, err);
    throw err;
  }
}

function badRequest(res: FastifyReply, issues: z.core.$ZodIssue[]) {
  const field = issues[0]?.path.join('.') || 'body';
  return res
    .code(400)
    .send(failure('BAD_REQUEST', `请求参数错误：${field}`, { Field: field, Detail: issues[0]?.message }));
}

/**
 * Staff delivery routes (inside the /staff plugin, behind its bearer token): a store's zones, listed and replaced,
 * and the sandbox courier's side of a delivery order — its steps and the rider's position.
 */
export function registerStaffDelivery(staff: FastifyInstance, deps: AppDeps): void {
  staff.get('/stores/:storeId/zones', async (req, res) => {
    const params = storeParams.safeParse(req.params);
    if (!params.success) return badRequest(res, params.error.issues);
    return answer(res, () => zonesOfStore(deps, params.data.storeId));
  });

  // Replaces the store's whole list (validated: a polygon has 3 to 500 points in range, money ≥ 0, …).
  staff.put('/stores/:storeId/zones', async (req, res) => {
    const params = storeParams.safeParse(req.params);
    if (!params.success) return badRequest(res, params.error.issues);
    const body = staffZonesIn.safeParse(req.body ?? {});
    if (!body.success) return badRequest(res, body.error.issues);
    return answer(res, async () => {
      await zonesOfStore(deps, params.data.storeId);
      await replaceZones(deps.db, params.data.storeId, body.data.zones);
      return zonesOfStore(deps, params.data.storeId);
    });
  });

  staff.post('/deliveries/:orderNo/position', async (req, res) => {
    const params = orderParams.safeParse(req.params);
    if (!params.success) return badRequest(res, params.error.issues);
    const body = positionBody.safeParse(req.body ?? {});
    if (!body.success) return badRequest(res, body.error.issues);
    return answer(res, () => reportPosition(deps, params.data.orderNo, body.data));
  });

  staff.post('/deliveries/:orderNo/:step', async (req, res) => {
    const params = stepParams.safeParse(req.params);
    if (!params.success) return badRequest(res, params.error.issues);
    const body = stepBody.safeParse(req.body ?? {});
    if (!body.success) return badRequest(res, body.error.issues);
    return answer(res, () => moveDelivery(deps, params.data.orderNo, params.data.step, body.data));
  });
}
